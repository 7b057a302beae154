import Testing
@testable import LayoutLab

/// Navigation bars, toolbars and tab bars take their room from the content's safe area
/// (Platform/BarMetrics.swift): on iOS 26 as measured on an iPhone SE (3rd generation) simulator
/// at 2×, on iOS 18 per Apple's and UIKit's figures, per profile.
@Suite struct NavigationLayoutTests {
    /// The content's frame, and the safe area's top, on `profile`.
    static func content<V: View>(_ view: V, on profile: String) async throws -> (frame: CGRect, safe: CGRect) {
        let pass = try await ControlSizeTests.pass(view, on: profile)
        let device = try #require(DeviceProfile.named(profile))
        let frame = try #require(pass.node(named: "content")).frame
        return (frame, device.screen(in: .portrait).safeRect)
    }

    static var body: some View { Color.blue.accessibilityIdentifier("content") }

    @Test func iOS26LargeTitleContentStarts116Point5Down() async throws {
        let (frame, safe) = try await Self.content(NavigationStack { Self.body.navigationTitle("Settings") }, on: "iphone-se-3@ios-26")
        #expect(abs(frame.minY - safe.minY - 116.5) <= 0.5, "\(frame)")
        #expect(frame.maxY == safe.maxY && frame.width == safe.width)
    }

    @Test func iOS26InlineContentStarts64Down() async throws {
        let (frame, safe) = try await Self.content(
            NavigationStack { Self.body.navigationTitle("Settings").navigationBarTitleDisplayMode(.inline) }, on: "iphone-se-3@ios-26"
        )
        #expect(abs(frame.minY - safe.minY - 64) <= 0.5, "\(frame)")
    }

    /// The iOS 13 spellings with a title held in a `String` set the title and its mode as
    /// `navigationTitle` and `navigationBarTitleDisplayMode` do.
    @Test func aStringTitleOfTheIOS13SpellingsSetsTheBar() async throws {
        let title: String = "Settings"
        let inline = try await Self.content(NavigationStack { Self.body.navigationBarTitle(title, displayMode: .inline) }, on: "iphone-se-3@ios-26")
        let large = try await Self.content(NavigationStack { Self.body.navigationBarTitle(title) }, on: "iphone-se-3@ios-26")
        #expect(abs(inline.frame.minY - inline.safe.minY - 64) <= 0.5, "\(inline.frame)")
        #expect(abs(large.frame.minY - large.safe.minY - 116.5) <= 0.5, "\(large.frame)")
    }

    /// iOS 18: 44 inline, 96 large, below each profile's own status bar.
    @Test(arguments: ["iphone-se-3", "iphone-13-mini", "iphone-15", "iphone-16-pro"])
    func iOS18BarsBelowEachProfilesSafeArea(_ profile: String) async throws {
        let inline = try await Self.content(NavigationStack { Self.body.navigationTitle("A").navigationBarTitleDisplayMode(.inline) }, on: profile + "@ios-18")
        let large = try await Self.content(NavigationStack { Self.body.navigationTitle("A") }, on: profile + "@ios-18")
        #expect(inline.frame.minY - inline.safe.minY == 44, "\(inline)")
        #expect(large.frame.minY - large.safe.minY == 96, "\(large)")
    }

    /// iOS 18's iPad bar (UIKit's 50); iOS 26 is not measured on iPad and uses the iPhone figure.
    @Test func iPadBarsAre50() async throws {
        let (frame, safe) = try await Self.content(
            NavigationStack { Self.body.navigationTitle("A").navigationBarTitleDisplayMode(.inline) }, on: "ipad-air-11@ios-18"
        )
        #expect(frame.minY - safe.minY == 50)
    }

    /// iOS 26 puts the search field in a band at the bottom (measured, `ios/search/basic`: the
    /// content starts under the large title as without one and ends 76 above the bottom); iOS 18
    /// in a band under the title.
    @Test func aSearchFieldTakesItsBand() async throws {
        let (frame, safe) = try await Self.content(
            NavigationStack { Self.body.navigationTitle("Mail").searchable(text: .constant("")) }, on: "iphone-se-3@ios-26"
        )
        #expect(abs(frame.minY - safe.minY - 116.5) <= 0.5, "\(frame)")
        #expect(abs(safe.maxY - frame.maxY - 76) <= 0.5, "\(frame) in \(safe)")
        let (old, oldSafe) = try await Self.content(
            NavigationStack { Self.body.navigationTitle("Mail").searchable(text: .constant("")) }, on: "iphone-se-3@ios-18"
        )
        #expect(abs(old.minY - oldSafe.minY - 96 - 52) <= 0.5, "\(old)")
    }

    @Test func aHiddenBarTakesNothing() async throws {
        let (frame, safe) = try await Self.content(NavigationStack { Self.body.toolbar(.hidden, for: .navigationBar) }, on: "iphone-15")
        #expect(frame == safe)
    }

    @Test func aBottomToolbarTakesItsBand() async throws {
        let (frame, safe) = try await Self.content(NavigationStack {
            Self.body.navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarItem(placement: .bottomBar) { Button("Edit") {} }
            }
        }, on: "iphone-15")
        #expect(safe.maxY - frame.maxY == 44, "\(frame)")
    }

    @Test func tabBarsTakeTheirBand() async throws {
        let ios26 = try await Self.content(TabView { Self.body.tabItem { Text("One") } }, on: "iphone-se-3@ios-26")
        let ios18 = try await Self.content(TabView { Self.body.tabItem { Text("One") } }, on: "iphone-15")
        #expect(ios26.safe.maxY - ios26.frame.maxY == 83)
        #expect(ios18.safe.maxY - ios18.frame.maxY == 49)
        let paged = try await Self.content(TabView { Self.body }.tabViewStyle(.page), on: "iphone-15")
        #expect(paged.frame == paged.safe)
    }

    @Test func onMacOSBarsAreWindowChrome() async throws {
        let (frame, safe) = try await Self.content(NavigationStack { Self.body.navigationTitle("A") }, on: "mac-window")
        #expect(frame == safe)
    }

    @Test func toolbarItemsSitInTheBar() async throws {
        let pass = try await ControlSizeTests.pass(NavigationStack {
            Color.clear.navigationTitle("Inbox").toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {}.accessibilityIdentifier("edit") }
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {}.accessibilityIdentifier("add") }
            }
        }, on: "iphone-se-3@ios-26")
        let bar = try #require(pass.nodes.first { $0.kind == "navigationBar" }).frame
        let edit = try #require(pass.node(named: "edit")).frame
        let add = try #require(pass.node(named: "add")).frame
        // iOS 26: 44 pt platters 10 below the bar's top, 16 from its edges.
        #expect(edit.minX == 16 && add.maxX == 375 - 16, "\(edit) \(add)")
        #expect(edit.minY == bar.minY + 10 && edit.height == 44, "\(edit)")
        let title = try #require(pass.nodes.first { $0.path.hasSuffix("Text[title]") }).frame
        #expect(title.minX == 16 && title.minY == bar.minY + 54, "\(title)")
    }

    /// An empty `.toolbar { }` (items commented out, as code in progress has it) is the view
    /// builder's empty view: the bar and the content are as without it.
    @Test func anEmptyToolbarChangesNothing() async throws {
        let empty = try await Self.content(NavigationStack { Self.body.navigationTitle("A").toolbar { /* EditButton() */ } }, on: "iphone-se-3@ios-26")
        let none = try await Self.content(NavigationStack { Self.body.navigationTitle("A") }, on: "iphone-se-3@ios-26")
        #expect(empty.frame == none.frame)
    }

    /// The bar comes off the content's safe area: a colour that ignores it reaches the screen's
    /// top under the bar, and a reader inside counts the bar in its insets.
    @Test func barsShortenTheContentsSafeArea() async throws {
        let pass = try await ControlSizeTests.pass(NavigationStack {
            ZStack {
                Color.blue.accessibilityIdentifier("background").ignoresSafeArea()
                GeometryReader { proxy in
                    Color.clear.frame(width: 10, height: proxy.safeAreaInsets.top).accessibilityIdentifier("inset")
                }
            }
            .navigationTitle("Settings")
            .toolbar { ToolbarItem(placement: .bottomBar) { Text("Status") } }
        }, on: "iphone-se-3@ios-26")
        let background = try #require(pass.node(named: "background")).frame
        #expect(background.minY == 0 && background.maxY == 667, "\(background)")
        // The status bar's 20, the large-title bar's 116.5.
        #expect(try #require(pass.node(named: "inset")).frame.height == 136.5)
    }
}
