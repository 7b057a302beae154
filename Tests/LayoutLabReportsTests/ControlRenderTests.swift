import Foundation
import LayoutLab
import LayoutLabReports
import LayoutLabStore
import Testing

/// Buttons in each built-in style, under each border shape, and SF Symbols.
struct ControlGallery: Scenario {
    static let name = "reports-tests/control-gallery"
    static let summary = "Bordered, prominent and borderless buttons, border shapes, a tint and SF Symbols, drawn by render."

    init(variant: String) {}

    var body: some View {
        VStack(spacing: 12) {
            Button("Bordered") {}.buttonStyle(.bordered).accessibilityIdentifier("bordered")
            Button("Prominent") {}.buttonStyle(.borderedProminent).accessibilityIdentifier("prominent")
            Button("Rounded") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle(radius: 4))
                .accessibilityIdentifier("rounded")
            Button("Capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule).tint(.red).accessibilityIdentifier("capsule")
            Button("Plain") {}.buttonStyle(.plain).accessibilityIdentifier("plain")
            Button("Link") {}.accessibilityIdentifier("borderless")
            Image(systemName: "star.fill").accessibilityIdentifier("star")
            Image(systemName: "heart").foregroundStyle(.pink).accessibilityIdentifier("heart")
        }
    }
}

/// How `render` draws the built-in button styles and SF Symbols
/// (docs/rendering.md, "Buttons and symbols").
@Suite struct ControlRenderTests {
    static func picture(profile: String = "iphone-15") async throws -> PassPicture {
        let (store, caseId) = try await RenderTests.record(ControlGallery.self, profile: profile)
        return try #require(try RenderTests.pictures(store, case: caseId).last)
    }

    /// The element drawn for the node named `name` (its `data-node` is the node's path).
    static func drawn(_ name: String, in picture: PassPicture, svg: String) throws -> (node: PicturedNode, elements: [String]) {
        let node = try #require(picture.nodes.first { $0.name == name })
        let elements = svg.split(separator: "\n").map(String.init).filter { $0.contains("data-node=\"\(node.path)\"") }
        return (node, elements)
    }

    /// The label's text nodes under a button, and the fill of their glyphs.
    static func labelFill(of button: PicturedNode, in picture: PassPicture, svg: String) throws -> String {
        let text = try #require(picture.nodes.first { $0.path.hasPrefix(button.path + "/") && $0.paint?.text != nil })
        let lines = svg.components(separatedBy: "data-node=\"\(text.path)\"").dropFirst()
        let group = try #require(lines.first)
        return try #require(group.firstMatch(of: /fill="(#[0-9a-f]{6})"/)).1.description
    }

    @Test func borderedButtonsDrawTheirBackgroundInTheirShape() async throws {
        let picture = try await Self.picture()
        let svg = ScreenSVG.render(picture, title: "controls")
        let n = { (value: Double) in CGFloat(value).formattedPoints }

        // Prominent: the accent colour (#007aff), a capsule on iOS 26 (rx half the height), white text.
        let (prominent, prominentElements) = try Self.drawn("prominent", in: picture, svg: svg)
        let background = try #require(svg.split(separator: "\n").first {
            $0.contains("fill=\"#007aff\"") && $0.contains("rx=\"\(n(prominent.layout.height / 2))\"") && $0.contains("width=\"\(n(prominent.layout.width))\"")
        }, "no capsule filled with the accent at the prominent button's frame; \(prominentElements)")
        #expect(!background.contains("fill-opacity"), "prominent is filled solid")
        #expect(try Self.labelFill(of: prominent, in: picture, svg: svg) == "#ffffff")

        // Bordered: the tint, faint, behind a label in the tint.
        let (bordered, _) = try Self.drawn("bordered", in: picture, svg: svg)
        #expect(svg.split(separator: "\n").contains {
            $0.contains("fill=\"#007aff\" fill-opacity=\"0.2\"") && $0.contains("width=\"\(n(bordered.layout.width))\"")
        })
        #expect(try Self.labelFill(of: bordered, in: picture, svg: svg) == "#007aff")

        // A rounded rectangle of the radius asked for; a capsule in the tint set on the button.
        let (rounded, _) = try Self.drawn("rounded", in: picture, svg: svg)
        #expect(svg.split(separator: "\n").contains { $0.contains("rx=\"4\" ry=\"4\"") && $0.contains("width=\"\(n(rounded.layout.width))\"") })
        let (capsule, _) = try Self.drawn("capsule", in: picture, svg: svg)
        #expect(svg.split(separator: "\n").contains {
            $0.contains("fill=\"#ff3b30\" fill-opacity=\"0.2\"") && $0.contains("rx=\"\(n(capsule.layout.height / 2))\"")
        })
        #expect(try Self.labelFill(of: capsule, in: picture, svg: svg) == "#ff3b30")

        // Plain: no background, the label in the primary colour; the default style: the label in the accent.
        let (plain, _) = try Self.drawn("plain", in: picture, svg: svg)
        #expect(try Self.labelFill(of: plain, in: picture, svg: svg) == "#000000")
        let (borderless, _) = try Self.drawn("borderless", in: picture, svg: svg)
        #expect(try Self.labelFill(of: borderless, in: picture, svg: svg) == "#007aff")
        #expect(!svg.split(separator: "\n").contains { $0.contains("width=\"\(n(plain.layout.width))\"") && $0.contains("height=\"\(n(plain.layout.height))\"") && $0.contains("<rect") && $0.contains("fill=\"#") })
    }

    /// iOS 18's bordered buttons are rounded rectangles, 6 pt at the regular size.
    @Test func borderedButtonsAreRoundedRectanglesBeforeIOS26() async throws {
        let picture = try await Self.picture(profile: "iphone-15@ios-18")
        let svg = ScreenSVG.render(picture, title: "controls")
        let (prominent, _) = try Self.drawn("prominent", in: picture, svg: svg)
        #expect(svg.split(separator: "\n").contains {
            $0.contains("fill=\"#007aff\"") && $0.contains("rx=\"6\" ry=\"6\"") && $0.contains("width=\"\(CGFloat(prominent.layout.width).formattedPoints)\"")
        })
    }

    /// A symbol is a placeholder at its measured frame, in its colour, showing its name.
    @Test func symbolsArePlaceholdersWithTheirNames() async throws {
        let picture = try await Self.picture()
        let svg = ScreenSVG.render(picture, title: "controls")
        for (name, symbol, colour) in [("star", "star.fill", "#000000"), ("heart", "heart", "#ff2d55")] {
            let node = try #require(picture.nodes.first { $0.name == name })
            #expect(node.layout.width > 10 && node.layout.height > 10, "a symbol is measured like a glyph")
            let group = try #require(svg.components(separatedBy: "<g class=\"symbol\"").dropFirst().first { $0.contains(">\(symbol)</text>") })
            #expect(group.contains("<title>\(symbol)</title>"))
            let frame = "x=\"\(CGFloat(node.layout.x).formattedPoints)\" y=\"\(CGFloat(node.layout.y).formattedPoints)\" "
                + "width=\"\(CGFloat(node.layout.width).formattedPoints)\" height=\"\(CGFloat(node.layout.height).formattedPoints)\""
            #expect(group.contains(frame), "at its measured frame: \(group.prefix(400))")
            #expect(group.contains("fill=\"\(colour)\""))
        }
        #expect(!svg.contains("M\(CGFloat(picture.nodes.first { $0.name == "star" }!.layout.x).formattedPoints) "), "no grey cross")
    }
}
