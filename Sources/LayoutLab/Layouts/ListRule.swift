/// `List` and `Form`: a scrolling column of sections. It takes the size offered (on an axis
/// offered nothing, its content's); its sections and its rows outside any section stack from the
/// top, a style's padding above the first and between them. Rows are at least the style's
/// minimum height (56 on iOS 26, 44 on iOS 18), their content inset by the row insets (16 pt
/// leading on iPhone, inside a 16 pt card margin for inset-grouped lists) and centred
/// vertically, `listRowSpacing` apart. Content past its bottom scrolls and is never an overflow.
/// *Apple; measured (iOS 26, macOS 26; Platform/ListMetrics.swift).*
struct ListRule: LayoutRule {
    var overflowBounds: OverflowBounds { .parentShelteringContent }

    let layout: ListSectionLayout
    /// Overrides the style's spacing between sections (`listSectionSpacing`).
    let sectionSpacing: CGFloat?
    /// Set by the navigation stack whose large title the list starts under: iOS 26 drops the
    /// first section's top padding there (measured, iamcgn/swiftui-web ios/nav/basic, push,
    /// list-scroll, search/basic: the first 56 pt row's top at the bar's 116.5, where an inline
    /// bar's list has it 35 below its 64). A reference: the bar is known once the list is built.
    let placement = Placement()

    final class Placement: @unchecked Sendable {
        var startsUnderLargeTitle = false
    }

    /// The list's children in order: each section, or a run of rows outside any section.
    private enum Group {
        case section(LayoutNode, SectionRule)
        case rows([LayoutNode])
    }

    private func groups(_ node: LayoutNode) -> [Group] {
        var groups: [Group] = []
        var run: [LayoutNode] = []
        for child in node.children {
            if let section = child.layout as? SectionRule {
                if !run.isEmpty { groups.append(.rows(run)) }
                run = []
                groups.append(.section(child, section))
            } else {
                run.append(child)
            }
        }
        if !run.isEmpty { groups.append(.rows(run)) }
        return groups
    }

    /// The space above `group`: the top padding or the first header's inset, or the section
    /// spacing after `previous` and the group's header inset (a footer of `previousFooter` points,
    /// gap included, counts toward the spacing where the style says so).
    private func gap(before group: Group, first: Bool, previousFooter: CGFloat) -> CGFloat {
        let metrics = layout.metrics
        let hasHeader = if case .section(_, let rule) = group { rule.headerCount > 0 } else { false }
        if first { return hasHeader ? metrics.firstHeaderTop : placement.startsUnderLargeTitle ? 0 : metrics.topPadding }
        var spacing = sectionSpacing ?? metrics.sectionSpacing
        if metrics.footerFillsSectionSpacing, previousFooter > 0 { spacing = max(0, spacing - previousFooter) }
        guard hasHeader else { return spacing + metrics.headerlessSectionTop }
        return metrics.headerFollowsSectionSpacing ? spacing + metrics.headerTop : metrics.headerTop
    }

    /// Each group's top and height, and the content's height.
    private func stack(_ node: LayoutNode, width: CGFloat, pass: LayoutPass) -> (groups: [(Group, CGFloat, CGFloat)], height: CGFloat) {
        var y: CGFloat = 0
        var result: [(Group, CGFloat, CGFloat)] = []
        var previousFooter: CGFloat = 0
        for (index, group) in groups(node).enumerated() {
            y += gap(before: group, first: index == 0, previousFooter: previousFooter)
            let height: CGFloat = switch group {
            case .section(let section, _): pass.size(of: section, proposing: ProposedViewSize(width: width, height: nil)).height
            case .rows(let rows): layout.place(header: [], rows: rows, footer: [], width: width, pass: pass).height
            }
            previousFooter = if case .section(let section, let rule) = group { rule.footerSlot(section, width: width, pass: pass) } else { 0 }
            result.append((group, y, height))
            y += height
        }
        return (result, result.isEmpty ? 0 : y + layout.metrics.bottomPadding)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode, pass: LayoutPass) -> CGSize {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? layout.idealWidth(of: node.children.array, pass: pass)
        guard proposal.height == nil else { return CGSize(width: proposal.width ?? width, height: proposal.height ?? 0) }
        return CGSize(width: proposal.width ?? width, height: stack(node, width: width, pass: pass).height)
    }

    func placeChildren(of node: LayoutNode, pass: LayoutPass) {
        let frame = node.frame
        for (group, top, height) in stack(node, width: frame.width, pass: pass).groups {
            switch group {
            case .section(let section, _):
                let rect = CGRect(x: frame.minX, y: frame.minY + top, width: frame.width, height: height)
                pass.placeChild(section, frame: rect, proposal: ProposedViewSize(width: frame.width, height: nil))
            case .rows(let rows):
                for placement in layout.place(header: [], rows: rows, footer: [], width: frame.width, pass: pass).placements {
                    pass.placeChild(placement.node, frame: placement.frame.offsetBy(dx: frame.minX, dy: frame.minY + top), proposal: placement.proposal)
                }
            }
        }
    }
}
