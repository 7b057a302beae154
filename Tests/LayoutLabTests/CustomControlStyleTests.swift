import Testing
@testable import LayoutLab

/// An app's own progress style, as fitness and timer apps draw a ring: its body is laid out in the
/// progress view's place, with the fraction done; inside it, `ProgressView(configuration)` is the
/// platform's view again.
@Suite struct ProgressViewStyleTests {
    /// A ring whose width tells the fraction it was given (100 pt plus 100 per whole).
    struct RingStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ZStack {
                Circle().stroke(lineWidth: 8)
                Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(lineWidth: 8)
                configuration.label
            }
            .frame(width: 100 + 100 * (configuration.fractionCompleted ?? 0), height: 100)
        }
    }

    /// A style that keeps the platform's bar and puts a caption under it.
    struct CaptionedStyle: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 4) {
                ProgressView(configuration)
                Text("Syncing").font(.caption)
            }
        }
    }

    @Test func aCustomStyleLaysOutItsBodyWithTheFractionDone() async throws {
        let quarter = try await ControlSizeTests.size(of: ProgressView(value: 30, total: 120).progressViewStyle(RingStyle()))
        #expect(quarter == CGSize(width: 125, height: 100))
        let over = try await ControlSizeTests.size(of: ProgressView("Steps", value: 2.5).progressViewStyle(RingStyle()))
        #expect(over == CGSize(width: 200, height: 100), "a value past the total is clamped to 1")
        let spinning = try await ControlSizeTests.size(of: ProgressView().progressViewStyle(RingStyle()))
        #expect(spinning == CGSize(width: 100, height: 100), "indeterminate: no fraction")
    }

    @Test func theBuiltInViewInsideACustomStyleIsThePlatformsOwn() async throws {
        let bar = try await ControlSizeTests.size(of: ProgressView(value: 0.5))
        let captioned = try await ControlSizeTests.size(of: ProgressView(value: 0.5).progressViewStyle(CaptionedStyle()))
        #expect(captioned.width == bar.width)
        #expect(captioned.height > bar.height + 4)
        // The built-in styles still choose the platform's bar or spinner.
        let ring = try await ControlSizeTests.size(of: ProgressView(value: 0.5).progressViewStyle(.circular))
        #expect(ring.width == ring.height && ring.width < bar.width)
    }
}

/// An app's own group box style, as dashboards draw cards: the label over the content, padded,
/// and the platform's box again inside it through `GroupBox(configuration)`.
@Suite struct GroupBoxStyleTests {
    struct CardStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 8) {
                configuration.label
                configuration.content
            }
            .padding(16)
        }
    }

    struct FramedStyle: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            GroupBox(configuration).padding(10)
        }
    }

    @Test func aCustomGroupBoxStyleLaysOutItsBody() async throws {
        let box = GroupBox("Today") { Rectangle().frame(width: 200, height: 60) }
        let card = try await ControlSizeTests.size(of: box.groupBoxStyle(CardStyle()))
        let title = try await ControlSizeTests.size(of: Text("Today"))
        #expect(card.width == 232)
        #expect(card.height == 16 + title.height + 8 + 60 + 16, "\(card) \(title)")
        let platform = try await ControlSizeTests.size(of: box)
        let framed = try await ControlSizeTests.size(of: box.groupBoxStyle(FramedStyle()))
        #expect(framed == CGSize(width: platform.width + 20, height: platform.height + 20))
        #expect(try await ControlSizeTests.size(of: box.groupBoxStyle(.automatic)) == platform)
    }
}

/// An app's own text field style, as sign-in screens write one: `_body` pads the plain field it is
/// given and outlines it; the field keeps its prompt and its secure bullets.
@Suite struct TextFieldStyleTests {
    struct OutlinedStyle: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
            configuration
                .padding(12)
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(lineWidth: 1))
        }
    }

    @Test func aCustomTextFieldStylePadsThePlainField() async throws {
        let plain = try await ControlSizeTests.size(of: TextField("Email", text: .constant("")).textFieldStyle(.plain))
        let outlined = try await ControlSizeTests.size(of: TextField("Email", text: .constant("")).textFieldStyle(OutlinedStyle()))
        #expect(outlined == CGSize(width: plain.width, height: plain.height + 24), "\(outlined) \(plain)")
        let secure = try await ControlSizeTests.size(of: SecureField("Password", text: .constant("hunter2")).textFieldStyle(OutlinedStyle()))
        #expect(secure.height == outlined.height)
    }
}
