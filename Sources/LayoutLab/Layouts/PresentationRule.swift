/// How a presented sheet, full-screen cover or popover is laid out
/// (docs/layout-rules.md, "Presentations"): as a screen of its own, with its own frame and safe area, above the screen
/// that presents it. Its content is offered the presentation's safe area and centred in it, as a
/// window's root is.
///
/// - A **full-screen cover** is the device's screen, with its safe area. *Apple
///   (`fullScreenCover`: "covers as much of the screen as possible").*
/// - A **sheet** on an iPhone in portrait starts 10 points below the top safe-area inset and
///   reaches the bottom; its safe area is the screen's at the bottom and sides, none at the top.
///   With `presentationDetents` it rests at the shortest detent: `.medium` is half the screen's
///   height, `.fraction(f)` f of it, `.height(h)` h, `.large` the full sheet. In landscape
///   (compact height) it covers the screen. *Apple (`PresentationDetent.medium`: "approximately
///   half the height of the screen"); the 10-point gap and the landscape cover are estimates
///   (docs/fidelity.md, "Presentations").*
/// - A sheet in a regular width (iPad, a Mac window) is a 540 × 620 card centred on the screen,
///   within its safe area. *An estimate: UIKit's default form-sheet size.*
/// - A **popover** in a compact width is a sheet (Apple: popovers adapt to sheets in compact
///   size classes). In a regular width it is its content's ideal size, within the safe area,
///   centred under the view it is attached to, 13 points below it (above when it does not fit
///   below). *The 13-point arrow is an estimate.*
struct PresentationRule: LayoutRule {
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: pass.graph.screen.size)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        // Laid out while the presentation is the graph's screen (`RootPass.present`).
        let safe = pass.graph.screen.safeRect
        for child in node.children {
            pass.placeChild(child, centredIn: safe, proposal: ProposedViewSize(safe.size))
        }
    }

    static let sheetTopGap: CGFloat = 10
    static let regularSheetSize = CGSize(width: 540, height: 620)
    static let popoverArrow: CGFloat = 13

    /// The screen a presentation is laid out as.
    /// - Parameters:
    ///   - device: the device's screen; `environment` gives its size classes.
    ///   - presenter: the frame of the view the modifier is on, for a popover.
    ///   - idealSize: the content's ideal size, for a popover in a regular width.
    static func screen(
        for style: PresentationStyle, detents: Set<PresentationDetent>?, device: Screen, environment: EnvironmentValues,
        presenter: CGRect?, idealSize: () -> CGSize
    ) -> Screen {
        let regularWidth = environment.horizontalSizeClass == .regular
        switch style {
        case .fullScreenCover:
            return device
        case .popover where regularWidth:
            let safe = device.safeRect
            let ideal = idealSize()
            let size = CGSize(width: min(ideal.width, safe.width), height: min(ideal.height, safe.height))
            let anchor = presenter ?? CGRect(x: safe.midX, y: safe.minY, width: 0, height: 0)
            let x = min(max(anchor.midX - size.width / 2, safe.minX), safe.maxX - size.width)
            var y = anchor.maxY + popoverArrow
            if y + size.height > safe.maxY { y = max(safe.minY, anchor.minY - popoverArrow - size.height) }
            return Screen(size: size, scale: device.scale, origin: CGPoint(x: x, y: y))
        case .sheet, .popover:
            if regularWidth {
                let safe = device.safeRect
                let size = CGSize(width: min(regularSheetSize.width, safe.width), height: min(regularSheetSize.height, safe.height))
                return Screen(size: size, scale: device.scale, origin: CGPoint(x: safe.midX - size.width / 2, y: safe.midY - size.height / 2))
            }
            if environment.verticalSizeClass == .compact { return device }
            let full = device.size.height - device.safeAreaInsets.top - sheetTopGap
            let height = (detents ?? [.large]).map { detent -> CGFloat in
                switch detent.height {
                case .large: full
                case .medium: device.size.height / 2
                case .fraction(let fraction): device.size.height * max(0, fraction)
                case .height(let height): max(0, height)
                }
            }.min().map { min($0, full) } ?? full
            var insets = device.safeAreaInsets
            insets.top = 0
            return Screen(size: CGSize(width: device.size.width, height: height), safeAreaInsets: insets, scale: device.scale,
                          origin: CGPoint(x: 0, y: device.size.height - height))
        }
    }
}

/// Which presentation a modifier makes.
enum PresentationStyle: Int {
    case sheet, fullScreenCover, popover

    var kind: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreenCover: "fullScreenCover"
        case .popover: "popover"
        }
    }
}

/// A presentation built during a pass, laid out after the screen.
struct PendingPresentation {
    let style: PresentationStyle
    let node: LayoutNode
    /// The first node of the view the modifier is on: a popover points at it.
    let presenter: LayoutNode?
}
