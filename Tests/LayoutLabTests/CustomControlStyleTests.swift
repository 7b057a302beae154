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

/// An app's own menu, labeled-content and disclosure-group styles (the other styles an app may
/// write, `Menu(configuration)` and its siblings being the platform's again inside them).
@Suite struct MoreCustomControlStyleTests {
    /// A menu drawn as a fixed-size chip around its label.
    struct ChipMenuStyle: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.frame(width: 120, height: 36)
        }
    }

    /// The platform's menu, padded.
    struct PaddedMenuStyle: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            Menu(configuration).padding(6)
        }
    }

    /// The value under its label, as settings rows on watchOS read.
    struct StackedStyle: LabeledContentStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 2) {
                configuration.label
                configuration.content
            }
        }
    }

    /// A section that shows its content only when expanded, under a fixed-height header.
    struct SectionStyle: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) {
                configuration.label.frame(height: 44)
                if configuration.isExpanded {
                    configuration.content
                }
            }
        }
    }

    @Test func aCustomMenuStyleLaysOutItsBody() async throws {
        let menu = Menu("Sort") { Button("Name") {} }
        #expect(try await ControlSizeTests.size(of: menu.menuStyle(ChipMenuStyle())) == CGSize(width: 120, height: 36))
        let platform = try await ControlSizeTests.size(of: menu)
        let padded = try await ControlSizeTests.size(of: menu.menuStyle(PaddedMenuStyle()))
        #expect(padded == CGSize(width: platform.width + 12, height: platform.height + 12), "\(padded) \(platform)")
        #expect(try await ControlSizeTests.size(of: menu.menuStyle(.button)) == platform, "a platform style lays out as the menu")
    }

    @Test func aCustomLabeledContentStyleStacksTheValue() async throws {
        let row = LabeledContent("Version", value: "2.4.1")
        let label = try await ControlSizeTests.size(of: Text("Version"))
        let value = try await ControlSizeTests.size(of: Text("2.4.1"))
        let stacked = try await ControlSizeTests.size(of: row.labeledContentStyle(StackedStyle()))
        #expect(stacked == CGSize(width: max(label.width, value.width), height: label.height + 2 + value.height), "\(stacked)")
        let platform = try await ControlSizeTests.size(of: row)
        #expect(try await ControlSizeTests.size(of: row.labeledContentStyle(.automatic)) == platform)
    }

    @Test func aCustomDisclosureGroupStyleReadsTheExpansionBinding() async throws {
        let content = { Rectangle().frame(width: 200, height: 100) }
        let open = try await ControlSizeTests.size(
            of: DisclosureGroup("Advanced", isExpanded: .constant(true), content: content).disclosureGroupStyle(SectionStyle())
        )
        #expect(open.height == 144)
        let closed = try await ControlSizeTests.size(
            of: DisclosureGroup("Advanced", isExpanded: .constant(false), content: content).disclosureGroupStyle(SectionStyle())
        )
        #expect(closed.height == 44)
        let unbound = try await ControlSizeTests.size(of: DisclosureGroup("Advanced", content: content).disclosureGroupStyle(SectionStyle()))
        #expect(unbound.height == 44, "without a binding a group starts, and stays, collapsed")
    }
}
