import ArgumentParser
import LayoutLab

struct ProfilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profiles",
        abstract: "List the device profiles: sizes, scales, safe-area insets, size classes and OS."
    )

    @Option(help: "Output format: text or json.")
    var format: ListingFormat = .text

    struct Entry: Encodable {
        struct Orientation: Encodable {
            let width: CGFloat
            let height: CGFloat
            let insets: [String: CGFloat]
            let horizontalSizeClass: String
            let verticalSizeClass: String
        }

        let name: String
        let os: String
        let scale: CGFloat
        let portrait: Orientation
        let landscape: Orientation
    }

    func run() throws {
        let entries = DeviceProfile.builtIn.map { profile in
            Entry(name: profile.name, os: profile.os.rawValue, scale: profile.scale, portrait: describe(profile, .portrait), landscape: describe(profile, .landscape))
        }
        switch format {
        case .json:
            print(try JSONOutput.string(entries))
        case .text:
            var table = TextTable(header: ["PROFILE", "PORTRAIT", "SCALE", "PORTRAIT INSETS", "LANDSCAPE INSETS", "SIZE CLASSES (P · L)", "OS"])
            for profile in DeviceProfile.builtIn {
                func insets(_ i: EdgeInsets) -> String {
                    [i.top, i.leading, i.bottom, i.trailing].map(\.formattedPoints).joined(separator: ",")
                }
                func classes(_ c: DeviceProfile.SizeClasses) -> String { "\(c.horizontal)/\(c.vertical)" }
                table.rows.append([
                    profile.name, "\(profile.portraitSize.width.formattedPoints)×\(profile.portraitSize.height.formattedPoints)",
                    "@\(profile.scale.formattedPoints)x", insets(profile.portraitInsets), insets(profile.landscapeInsets),
                    "\(classes(profile.portraitSizeClasses)) · \(classes(profile.landscapeSizeClasses))", profile.os.rawValue,
                ])
            }
            print(table.render())
        }
    }

    private func describe(_ profile: DeviceProfile, _ orientation: LayoutLab.Orientation) -> Entry.Orientation {
        let size = profile.size(in: orientation)
        let insets = profile.insets(in: orientation)
        let classes = profile.sizeClasses(in: orientation)
        return Entry.Orientation(
            width: size.width, height: size.height,
            insets: ["top": insets.top, "leading": insets.leading, "bottom": insets.bottom, "trailing": insets.trailing],
            horizontalSizeClass: "\(classes.horizontal)", verticalSizeClass: "\(classes.vertical)"
        )
    }
}
