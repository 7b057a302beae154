/// A section: a header, content and a footer. In a list or form it is a section of rows
/// (`Layouts/SectionRule.swift`); outside one it shows the three in order, as a `Group` would; `Group(sections:)` and `ForEach(sections:)` read it back as one section (Apple,
/// `Section` and `SectionConfiguration`).
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
}

nonisolated extension Section: View where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }

    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewList(view: Self, inputs: _ViewInputs, list: inout _ViewList) {
        if let layout = inputs.environment.listSectionLayout {
            // In a list or form: a section node (Views/Lists/ListSection.swift).
            ListSectionExpansion.expand(
                header: view.header, content: view.content, footer: view.footer, layout: layout, inputs: inputs, list: &list
            )
            return
        }
        let section = SectionMembership.Section(identity: inputs.identity)
        // In macOS's columns form the views are the form's rows, inside a node of the section's
        // own (Layouts/ColumnsFormSectionRule.swift).
        let inColumnsForm = inputs.environment.inFormLabelColumns
        var parts = _ViewList()
        func add<V: View>(_ part: V, _ role: SectionMembership.Role, marker: UInt64) {
            var members = _ViewList()
            makeViewList(part, inputs.child(identity: marker), &members)
            for node in members.nodes {
                node.setTrait(SectionMembership.key, SectionMembership(section: section, role: role))
            }
            if inColumnsForm { parts.append(contentsOf: members) { $0 } } else { list.append(contentsOf: members) { $0 } }
        }
        add(view.header, .header, marker: 0x5E1)
        add(view.content, .content, marker: 0x5E2)
        add(view.footer, .footer, marker: 0x5E3)
        guard inColumnsForm else { return }
        let node = LayoutNode(
            kind: "Section", slot: inputs.slot, identity: inputs.identity,
            layout: ColumnsFormSectionRule(form: ColumnsFormRule(labelGap: inputs.environment.controlMetrics.switchGap))
        )
        node.setChildren(parts)
        list.append(node)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

/// Which section a node came from, and as what: a trait, so that it survives the modifiers a
/// section's views are given.
struct SectionMembership {
    enum Role { case header, content, footer }
    final class Section {
        let identity: Identity
        init(identity: Identity) { self.identity = identity }
    }

    let section: Section
    let role: Role

    static let key = ObjectIdentifier(SectionMembership.self)
}

/// One section of a view, as `Group(sections:)` and `ForEach(sections:)` hand it out: an explicit
/// `Section`, or a run of sibling views outside any section.
public struct SectionConfiguration: Identifiable {
    public struct ID: Hashable, CustomStringConvertible {
        let identity: Identity
        public let description: String

        public static func == (a: ID, b: ID) -> Bool { a.identity == b.identity }
        public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
    }

    public let id: ID
    public let header: SubviewsCollection
    public let content: SubviewsCollection
    public let footer: SubviewsCollection
    /// The values set on an explicit section with `.containerValue(_:_:)`; empty for an implicit one.
    public let containerValues: ContainerValues
}

/// The sections of a view, in order.
public struct SectionCollection: RandomAccessCollection {
    public typealias Element = SectionConfiguration
    public typealias Index = Int

    let sections: [SectionConfiguration]

    public var startIndex: Int { 0 }
    public var endIndex: Int { sections.count }
    public subscript(index: Int) -> SectionConfiguration { sections[index] }

    /// Splits `source` into sections: consecutive views of one `Section`, and runs of views that
    /// are in none.
    init(_ source: ResolvedSubviews) {
        var sections: [SectionConfiguration] = []
        var index = 0
        while index < source.nodes.count {
            let membership = source.nodes[index].trait(SectionMembership.key) as? SectionMembership
            var end = index + 1
            while end < source.nodes.count,
                  (source.nodes[end].trait(SectionMembership.key) as? SectionMembership)?.section === membership?.section {
                end += 1
            }
            let positions = Array(index..<end)
            func part(_ role: SectionMembership.Role) -> SubviewsCollection {
                guard membership != nil else { return SubviewsCollection(source: source, positions: role == .content ? positions : []) }
                return SubviewsCollection(source: source, positions: positions.filter {
                    (source.nodes[$0].trait(SectionMembership.key) as? SectionMembership)?.role == role
                })
            }
            let first = source.nodes[index]
            sections.append(SectionConfiguration(
                id: SectionConfiguration.ID(identity: membership?.section.identity ?? first.identity, description: source.labels[index]),
                header: part(.header), content: part(.content), footer: part(.footer),
                containerValues: ContainerValues(node: membership == nil ? nil : first)
            ))
            index = end
        }
        self.sections = sections
    }
}
