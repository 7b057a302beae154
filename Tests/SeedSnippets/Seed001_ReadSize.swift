// Seed 001 ("readSize" with a SizePreferenceKey), copied as written. The article's `childView`
// placeholder is a stored view; its `print` calls are kept.
import LayoutLab

struct SizePreferenceKey: PreferenceKey {
  static var defaultValue: CGSize = .zero
  static func reduce(value: inout CGSize, nextValue: () -> CGSize) {}
}

extension View {
  func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
    background(
      GeometryReader { geometryProxy in
        Color.clear
          .preference(key: SizePreferenceKey.self, value: geometryProxy.size)
      }
    )
    .onPreferenceChange(SizePreferenceKey.self, perform: onChange)
  }
}

/// The article's long-hand version, before the extension.
public struct ChildSizeLongHand<Child: View>: View {
  let childView: Child
  public init(childView: Child) { self.childView = childView }

  public var body: some View {
    childView
      .background(
        GeometryReader { geometryProxy in
          Color.clear
            .preference(key: SizePreferenceKey.self, value: geometryProxy.size)
        }
      )
      .onPreferenceChange(SizePreferenceKey.self) { newSize in
        print("The new child size is: \(newSize)")
      }
  }
}

/// The article's final version; `onSize` lets a test see what the action received.
public struct ChildSizeReader<Child: View>: View {
  let childView: Child
  let onSize: (CGSize) -> Void
  public init(childView: Child, onSize: @escaping (CGSize) -> Void) {
    self.childView = childView
    self.onSize = onSize
  }

  public var body: some View {
    childView
      .readSize { newSize in
        print("The new child size is: \(newSize)")
        onSize(newSize)
      }
  }
}
