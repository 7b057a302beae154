// Seed 003 (a style guide for measuring with GeometryReader), copied as written. Its examples are
// loose fragments, so each is wrapped in a struct; `WidthPreferenceKey` is used but not defined
// by the guide, so it is defined here the way its SizePreferenceKey is.
import LayoutLab

/// "Good: Measure final size of Text without affecting its layout"
struct MeasureInBackgroundGood: View {
    var onMeasure: (CGSize) -> Void = { _ in }
    var body: some View {
// Good: Measure final size of Text without affecting its layout
Text("Sample text")
    .background { // Size proposed to this will be the final size of the Text view
        GeometryReader { proxy in
            Color.clear.preference(key: SizePreferenceKey.self, value: proxy.size)
        }
    }
    .onPreferenceChange(SizePreferenceKey.self) { size in
        // Do things with the measured size
        onMeasure(size)
    }
    }

private struct SizePreferenceKey: PreferenceKey {
    static var defaultValue: CGSize = .zero

    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = nextValue()
    }
}
}

/// "Bad: We measure size proposed to the Text view, but the GeometryReader won't fit the text."
struct MeasureInBackgroundBad: View {
    var body: some View {
// Bad: We measure size proposed to the Text view, but the GeometryReader won't fit the text. 
GeometryReader { proxy in 
    Text("Sample text")
}
    }
}

/// Example 1: a reader constrained to zero height…
struct ZeroHeightReader: View {
    var body: some View {
GeometryReader { proxy in 
    Rectangle()
        // The Rectangle will take 20pts, but this height will be ignored by the layout system.
        .frame(width: proxy.size.width * 0.65, height: 20) 
}
.frame(height: 0)
    }
}

/// …and the two-pass ZStack trick.
struct ZStackTwoPass: View {
// The Rectangle will have a width proportional to the proposed width without taking up all the proposed height.
// This is a two pass layout
@State var availableWidth: CGFloat = 0

    var body: some View {
ZStack {
    GeometryReader { proxy in 
        Color.clear.preference(key: WidthPreferenceKey.self,
                               value: proxy.size.width)
    }
    .frame(height: 0)
    .onPreferenceChange(WidthPreferenceKey.self) { newWidth in
        availableWidth = newWidth
    }

    Rectangle()
        .frame(width: availableWidth * 0.65, height: 20)
}
    }
}

struct WidthPreferenceKey: PreferenceKey {
    static var defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

/// Example 2: an explicit-alignment passthrough frame.
struct ExplicitAlignment: View {
    var body: some View {
// This view will span the proposed width and height
// The Rectangle will span the proposed height and take 0.65x of the proposed width.
// It will be centered in the proposed width.
GeometryReader { proxy in
    Rectangle() 
        .frame(width: proxy.size.width * 0.65)
        // This frame has the same sizing behavior as the GeometryReader, but allows you to change the alignment.
        .frame(width: proxy.size.width,
               height: proxy.size.height,
               alignment: .center)
}
    }
}
