/// How previews are named as scenarios: `previews/<File>/<Title>` for a `#Preview`
/// (`previews/<File>/line-<N>` without a title), `previews/<Type>` for a `PreviewProvider`, whose
/// file the running program cannot know. Every preview is in the `previews/` group, so
/// `record --scenario 'previews/*'` runs all of them.
public enum PreviewScenarioName {
    public static let group = "previews"

    /// The name of the `#Preview` at `line` of the file `fileID` (`Module/File.swift`).
    public static func declared(fileID: String, title: String?, line: Int) -> String {
        let file = fileName(fileID)
        let cleanTitle = title.map(groupFree)?.trimmingCharacters(in: .whitespaces)
        if let cleanTitle, !cleanTitle.isEmpty {
            return "\(group)/\(file)/\(cleanTitle)"
        }
        return "\(group)/\(file)/line-\(line)"
    }

    /// The name of the `PreviewProvider` `type`: its name as written in its module, with the
    /// enclosing types of a nested one (`previews/Settings.Row_Previews`).
    public static func provider(_ type: Any.Type) -> String {
        let qualified = String(reflecting: type)
        // `Module.Outer.Inner`; a type local to a function reads `Module.(unknown context at …)`,
        // and then only its own name is meaningful.
        let inModule = qualified.split(separator: ".", maxSplits: 1).dropFirst().first.map(String.init)
        let name = inModule.flatMap { $0.contains("(") ? nil : $0 } ?? String(describing: type)
        return "\(group)/\(groupFree(name))"
    }

    /// `Module/Folder/File.swift` → `File`.
    static func fileName(_ fileID: String) -> String {
        let last = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
    }

    /// A title's `/` would start a group of its own: it reads as `-`.
    static func groupFree(_ text: String) -> String {
        text.replacingOccurrences(of: "/", with: "-")
    }
}
