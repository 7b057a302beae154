import LayoutLab

// The five documents the built-in catalog ports, by title, author and link, as their text names
// them (docs/scenarios.md, "Sources").

let seed000 = ScenarioSource(
    title: "Bind view geometry data to bindable properties", author: "Daniel Saidi (SwiftUIKit)",
    link: "https://github.com/danielsaidi/SwiftUIKit"
)

let seed001 = ScenarioSource(
    title: "Sharing layout information in SwiftUI", author: "Federico Zanetello (FIVE STARS)",
    link: "https://www.fivestars.blog/articles/swiftui-share-layout-information/"
)

let seed002 = ScenarioSource(
    title: "GeometryReader: Blessing or Curse?", author: "Fatbobman",
    link: "https://fatbobman.com/en/posts/geometryreader-blessing-or-curse/"
)

/// A team's SwiftUI style guide; the text names neither its authors nor where it is published.
let seed003 = ScenarioSource(title: "SwiftUI style guide: GeometryReader", author: "a team style guide (unattributed)")

let seed004 = ScenarioSource(
    title: "measurement-reader", author: "vinceplusplus", link: "https://github.com/vinceplusplus/measurement-reader"
)
