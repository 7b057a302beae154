import LayoutLab

extension DeviceProfile {
    /// The profiles `record` runs: those matching any of `patterns` (all when there are none), each
    /// on its own platform's newest generation unless a pattern names one (`iphone-15@ios-18`) or
    /// `os` does (`--os ios-18`, for every profile of that platform), and right to left when a
    /// pattern ends in `+rtl` (`iphone-15+rtl`, `*+rtl@ios-18`). A pattern or generation that
    /// matches nothing is bad input, and so is one profile on two generations: a run records each
    /// profile once, so two generations are two runs to diff.
    static func select(_ patterns: [String], os: String? = nil) throws -> [DeviceProfile] {
        let chosenOS = try os.map(Self.generation)
        var selected: [(profile: DeviceProfile, os: OSGeneration?, rightToLeft: Bool)] = []
        for pattern in patterns.isEmpty ? ["*"] : patterns {
            let parts = pattern.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            var globText = parts[0]
            let rightToLeft = globText.hasSuffix(rightToLeftSuffix)
            if rightToLeft { globText.removeLast(rightToLeftSuffix.count) }
            let glob = try Glob(globText)
            let named = try parts.count == 2 ? Self.generation(parts[1]) : nil
            var matches = builtIn.filter { glob.matches($0.name) }
            guard !matches.isEmpty else {
                throw BadInput(unknown: "profile", glob.description, candidates: builtIn.map(\.name))
            }
            if let named {
                matches = matches.filter { $0.os.platform == named.platform }
                guard !matches.isEmpty else {
                    throw BadInput("\(glob.description) has no \(named.platform.rawValue) profile to run \(named.rawValue)")
                }
            }
            for profile in matches { selected.append((profile, named, rightToLeft)) }
        }
        if let chosenOS, !selected.contains(where: { $0.profile.os.platform == chosenOS.platform }) {
            throw BadInput("no selected profile runs \(chosenOS.platform.rawValue), so none can run \(chosenOS.rawValue)")
        }
        var chosen: [String: DeviceProfile] = [:]
        for (profile, named, rightToLeft) in selected {
            let generation = named ?? chosenOS.flatMap { $0.platform == profile.os.platform ? $0 : nil } ?? profile.os
            let chosenProfile = rightToLeft ? profile.running(generation).rightToLeft() : profile.running(generation)
            if let earlier = chosen[chosenProfile.name], earlier.os != generation {
                throw BadInput(
                    "\(chosenProfile.name) is selected on \(earlier.os.rawValue) and \(generation.rawValue); record each generation as its own run"
                )
            }
            chosen[chosenProfile.name] = chosenProfile
        }
        // The built-in order, each profile's left-to-right case before its right-to-left one.
        return builtIn.flatMap { [chosen[$0.name], chosen[$0.name + rightToLeftSuffix]].compactMap { $0 } }
    }

    private static func generation(_ name: String) throws -> OSGeneration {
        guard let generation = OSGeneration(rawValue: name) else {
            throw BadInput(unknown: "OS generation", name, candidates: OSGeneration.allCases.map(\.rawValue))
        }
        return generation
    }
}
