// What SwiftUI sets in the environment from the device, the scene and the user's settings
// (Apple, "EnvironmentValues": Accessibility, Display characteristics, State). A recorded case
// runs in the foreground of an active scene, with every accessibility setting at its default
// and the light, standard-contrast appearance the profile gives; a scenario changes any of them
// with `.environment(\.key, value)`, as a preview does.

/// Where a scene is in its life (Apple: "ScenePhase").
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

/// Whether the user can edit a view's content (Apple: "EditMode").
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    public var isEditing: Bool { self != .inactive }
}

/// The contrast of the colour scheme (Apple: "ColorSchemeContrast").
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
    case standard, increased
}

/// The weight Bold Text asks for (Apple: "LegibilityWeight").
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

/// How a Mac window's controls appear: its key state (Apple: "ControlActiveState").
public enum ControlActiveState: Hashable, CaseIterable, Sendable {
    case key, active, inactive
}

/// One key per value; each default is what a device shows with nothing changed.
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct ControlActiveStateKey: EnvironmentKey { static let defaultValue = ControlActiveState.key }
private struct UndoManagerKey: EnvironmentKey { static var defaultValue: UndoManager? { nil } }

/// The Boolean settings and states, by name: all are what a device reports by default.
private enum SystemFlag: Hashable {
    case accessibilityEnabled, accessibilityReduceMotion, accessibilityReduceTransparency
    case accessibilityDifferentiateWithoutColor, accessibilityInvertColors, accessibilityVoiceOverEnabled
    case accessibilitySwitchControlEnabled, accessibilityShowButtonShapes, accessibilityDimFlashingLights
    case accessibilityPlayAnimatedImages, accessibilityLargeContentViewerEnabled, accessibilityQuickActionsEnabled
    case accessibilityAssistiveAccessEnabled, accessibilityPrefersCrossFadeTransitions
    case isLuminanceReduced, isSceneCaptured, appearsActive, isFocused, isFocusEffectEnabled, isHoverEffectEnabled
    case isSearching, supportsMultipleWindows

    /// Animated images play unless the user turned it off; a scene appears active and allows
    /// focus and hover effects; everything else starts off.
    var defaultValue: Bool {
        switch self {
        case .accessibilityPlayAnimatedImages, .appearsActive, .isFocusEffectEnabled, .isHoverEffectEnabled: true
        default: false
        }
    }
}

private struct SystemFlagsKey: EnvironmentKey {
    static let defaultValue: [SystemFlag: Bool] = [:]
}

extension EnvironmentValues {
    private func flag(_ flag: SystemFlag) -> Bool { self[SystemFlagsKey.self][flag] ?? flag.defaultValue }
    private mutating func setFlag(_ flag: SystemFlag, _ value: Bool) { self[SystemFlagsKey.self][flag] = value }

    public var accessibilityEnabled: Bool {
        get { flag(.accessibilityEnabled) }
        set { setFlag(.accessibilityEnabled, newValue) }
    }
    public var accessibilityReduceMotion: Bool {
        get { flag(.accessibilityReduceMotion) }
        set { setFlag(.accessibilityReduceMotion, newValue) }
    }
    public var accessibilityReduceTransparency: Bool {
        get { flag(.accessibilityReduceTransparency) }
        set { setFlag(.accessibilityReduceTransparency, newValue) }
    }
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { flag(.accessibilityDifferentiateWithoutColor) }
        set { setFlag(.accessibilityDifferentiateWithoutColor, newValue) }
    }
    public var accessibilityInvertColors: Bool {
        get { flag(.accessibilityInvertColors) }
        set { setFlag(.accessibilityInvertColors, newValue) }
    }
    public var accessibilityVoiceOverEnabled: Bool {
        get { flag(.accessibilityVoiceOverEnabled) }
        set { setFlag(.accessibilityVoiceOverEnabled, newValue) }
    }
    public var accessibilitySwitchControlEnabled: Bool {
        get { flag(.accessibilitySwitchControlEnabled) }
        set { setFlag(.accessibilitySwitchControlEnabled, newValue) }
    }
    public var accessibilityShowButtonShapes: Bool {
        get { flag(.accessibilityShowButtonShapes) }
        set { setFlag(.accessibilityShowButtonShapes, newValue) }
    }
    public var accessibilityDimFlashingLights: Bool {
        get { flag(.accessibilityDimFlashingLights) }
        set { setFlag(.accessibilityDimFlashingLights, newValue) }
    }
    public var accessibilityPlayAnimatedImages: Bool {
        get { flag(.accessibilityPlayAnimatedImages) }
        set { setFlag(.accessibilityPlayAnimatedImages, newValue) }
    }
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { flag(.accessibilityLargeContentViewerEnabled) }
        set { setFlag(.accessibilityLargeContentViewerEnabled, newValue) }
    }
    public var accessibilityQuickActionsEnabled: Bool {
        get { flag(.accessibilityQuickActionsEnabled) }
        set { setFlag(.accessibilityQuickActionsEnabled, newValue) }
    }
    public var accessibilityAssistiveAccessEnabled: Bool {
        get { flag(.accessibilityAssistiveAccessEnabled) }
        set { setFlag(.accessibilityAssistiveAccessEnabled, newValue) }
    }
    public var accessibilityPrefersCrossFadeTransitions: Bool {
        get { flag(.accessibilityPrefersCrossFadeTransitions) }
        set { setFlag(.accessibilityPrefersCrossFadeTransitions, newValue) }
    }
    public var isLuminanceReduced: Bool {
        get { flag(.isLuminanceReduced) }
        set { setFlag(.isLuminanceReduced, newValue) }
    }
    public var isSceneCaptured: Bool {
        get { flag(.isSceneCaptured) }
        set { setFlag(.isSceneCaptured, newValue) }
    }
    public var appearsActive: Bool {
        get { flag(.appearsActive) }
        set { setFlag(.appearsActive, newValue) }
    }
    /// Nothing has focus: there is no keyboard or pointer (Apple: "false" with no focusable ancestor).
    public var isFocused: Bool {
        get { flag(.isFocused) }
        set { setFlag(.isFocused, newValue) }
    }
    public var isFocusEffectEnabled: Bool {
        get { flag(.isFocusEffectEnabled) }
        set { setFlag(.isFocusEffectEnabled, newValue) }
    }
    public var isHoverEffectEnabled: Bool {
        get { flag(.isHoverEffectEnabled) }
        set { setFlag(.isHoverEffectEnabled, newValue) }
    }
    /// No one types in a search field during a recording.
    public var isSearching: Bool {
        get { flag(.isSearching) }
        set { setFlag(.isSearching, newValue) }
    }
    /// One window: a case runs in one scene, whatever the device.
    public var supportsMultipleWindows: Bool {
        get { flag(.supportsMultipleWindows) }
        set { setFlag(.supportsMultipleWindows, newValue) }
    }

    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    /// No edit mode unless a container provides one (Apple: a `List` with an `EditButton` does).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
    public var controlActiveState: ControlActiveState {
        get { self[ControlActiveStateKey.self] }
        set { self[ControlActiveStateKey.self] = newValue }
    }
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
    /// A pixel in points: one over the display scale.
    public var pixelLength: CGFloat { 1 / displayScale }
}
