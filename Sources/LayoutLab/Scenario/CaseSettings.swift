/// What makes one case of a sweep or a parameterised record differ from the plain case of its
/// scenario, variant and profile (docs/cli.md, "Sweeps"): parameter values, a window width, a
/// launch text size. A case with settings is recorded under its variant followed by them
/// (`unversioned width=344`), so reports, diffs and SQL tell the points apart.
public struct CaseSettings: Sendable, Hashable {
    /// Parameter values by name, normalised.
    public var parameters: [String: String] = [:]
    /// The window's width, in points: the profile's portrait width is replaced by it.
    public var width: CGFloat?
    /// The text size the app launches at.
    public var dynamicType: DynamicTypeSize?
    /// The sweep this case is a point of, and its value as written (`width`, `344`).
    public var sweep: [(key: String, value: String)] = []

    public init(parameters: [String: String] = [:], width: CGFloat? = nil, dynamicType: DynamicTypeSize? = nil) {
        self.parameters = parameters
        self.width = width
        self.dynamicType = dynamicType
    }

    public static func == (a: CaseSettings, b: CaseSettings) -> Bool {
        a.parameters == b.parameters && a.width == b.width && a.dynamicType == b.dynamicType
            && a.sweep.map { "\($0.key)=\($0.value)" } == b.sweep.map { "\($0.key)=\($0.value)" }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(parameters)
        hasher.combine(width)
        hasher.combine(dynamicType)
    }

    /// The settings as the recorded variant shows them: `rows=40 width=344 dynamic-type=xxLarge`.
    public var suffix: String {
        var parts = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        if let width { parts.append("width=\(width.formattedPoints)") }
        if let dynamicType { parts.append("dynamic-type=\(dynamicType)") }
        return parts.joined(separator: " ")
    }

    /// The variant a case with these settings is recorded under.
    public func recordedVariant(_ variant: String) -> String {
        [variant, suffix].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The profile with the window's width, if one is set: horizontally compact under 600 points,
    /// as a resized window is.
    public func apply(to profile: DeviceProfile) -> DeviceProfile {
        guard let width else { return profile }
        return DeviceProfile(
            name: profile.name, portraitSize: CGSize(width: width, height: profile.portraitSize.height), scale: profile.scale,
            portraitInsets: profile.portraitInsets, landscapeInsets: profile.landscapeInsets,
            portraitSizeClasses: DeviceProfile.SizeClasses(
                horizontal: width < 600 ? .compact : .regular, vertical: profile.portraitSizeClasses.vertical
            ),
            landscapeSizeClasses: profile.landscapeSizeClasses, os: profile.os, layoutDirection: profile.layoutDirection
        )
    }
}
