// The `AVFAudio` module for Linux, where Apple's framework does not exist: the audio session, the
// audio player and speech synthesis as apps use them (docs/supported-api.md, "AVFAudio").
//
// Linux has no audio route here and nothing is ever heard. Each object keeps what the app sets
// and answers as Apple's does; nothing takes time: a player's clock stays where it was put, and an
// utterance is spoken (silently) the moment it is asked for, its delegate told at once. So a
// recorded case never depends on a clock. `AVFoundation` re-exports this module, as Apple's does.
// Depend on it for Linux only (docs/scenarios.md).
@_exported import Foundation

/// The app's audio session: how its audio mixes with others'. One per process.
open class AVAudioSession: NSObject, @unchecked Sendable {
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        // Apple's raw values ("AVAudioSession.Category").
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // Apple's bit values.
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let allowBluetoothHFP = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    public enum RouteSharingPolicy: UInt, Sendable {
        case `default` = 0, longFormAudio = 1, independent = 2, longFormVideo = 3
    }

    public enum PortOverride: UInt, Sendable {
        case none = 0
        case speaker = 0x73706b72  // 'spkr'
    }

    public enum RecordPermission: UInt, Sendable {
        case undetermined = 0x756e6474  // 'undt'
        case denied = 0x64656e79  // 'deny'
        case granted = 0x67727420  // 'grt '
    }

    public enum InterruptionType: UInt, Sendable {
        case began = 1, ended = 0
    }

    public struct InterruptionOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }

    public enum RouteChangeReason: UInt, Sendable {
        case unknown = 0, newDeviceAvailable, oldDeviceUnavailable, categoryChange, override
        case wakeFromSleep = 6, noSuitableRouteForCategory, routeConfigurationChange
    }

    /// Why an interruption began (Apple's raw values; `appWasSuspended` is deprecated there).
    public enum InterruptionReason: UInt, Sendable {
        case `default` = 0, appWasSuspended = 1, builtInMicMuted = 2, sceneWasBackgrounded = 3, routeDisconnected = 4
    }

    /// A kind of audio port (Apple's raw values, "AVAudioSession.Port").
    public struct Port: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInSpeaker = Port(rawValue: "Speaker")
        public static let builtInReceiver = Port(rawValue: "Receiver")
        public static let builtInMic = Port(rawValue: "MicrophoneBuiltIn")
        public static let headphones = Port(rawValue: "Headphones")
        public static let headsetMic = Port(rawValue: "MicrophoneWired")
        public static let lineIn = Port(rawValue: "LineIn")
        public static let lineOut = Port(rawValue: "LineOut")
        public static let bluetoothA2DP = Port(rawValue: "BluetoothA2DPOutput")
        public static let bluetoothHFP = Port(rawValue: "BluetoothHFP")
        public static let bluetoothLE = Port(rawValue: "BluetoothLE")
        public static let airPlay = Port(rawValue: "AirPlay")
        public static let HDMI = Port(rawValue: "HDMI")
        public static let carAudio = Port(rawValue: "CarAudio")
        public static let usbAudio = Port(rawValue: "USBAudio")
    }

    /// The route audio takes: the built-in speaker alone, and no input, as on a device with no
    /// headphones, no accessory and no microphone.
    open var currentRoute: AVAudioSessionRouteDescription {
        AVAudioSessionRouteDescription(inputs: [], outputs: [AVAudioSessionPortDescription(portType: .builtInSpeaker, portName: "Speaker")])
    }

    open var availableInputs: [AVAudioSessionPortDescription]? { [] }
    open var isInputAvailable: Bool { false }

    // The notifications apps observe; none is ever posted here (nothing interrupts, no route
    // changes).
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
    public static let mediaServicesWereResetNotification = Notification.Name("AVAudioSessionMediaServicesWereResetNotification")
    public static let silenceSecondaryAudioHintNotification = Notification.Name("AVAudioSessionSilenceSecondaryAudioHintNotification")

    private static let shared = AVAudioSession()
    private let lock = NSLock()
    private var state = (category: Category.soloAmbient, mode: Mode.default, options: CategoryOptions(), active: false)

    public class func sharedInstance() -> AVAudioSession { shared }

    /// Apple's default category is solo ambient, in the default mode.
    open var category: Category { lock.withLock { state.category } }
    open var mode: Mode { lock.withLock { state.mode } }
    open var categoryOptions: CategoryOptions { lock.withLock { state.options } }
    /// Whether the app made its session active (Linux has no other app to interrupt).
    open var _isActive: Bool { lock.withLock { state.active } }

    open func setCategory(_ category: Category) throws {
        try setCategory(category, mode: .default, options: [])
    }

    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        try setCategory(category, mode: .default, options: options)
    }

    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        lock.withLock { state = (category, mode, options, state.active) }
    }

    open func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, options: options)
    }

    open func setMode(_ mode: Mode) throws {
        lock.withLock { state.mode = mode }
    }

    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        lock.withLock { state.active = active }
    }

    open func overrideOutputAudioPort(_ portOverride: PortOverride) throws {}

    /// The system volume, which no hardware key changes here: Apple's full scale.
    open var outputVolume: Float { 1 }
    open var isOtherAudioPlaying: Bool { false }
    open var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// 44.1 kHz, the rate Apple's session reports for the built-in speaker with no other route.
    open var sampleRate: Double { 44_100 }

    /// No microphone here: asking is answered `denied` at once, as if the user declined.
    open var recordPermission: RecordPermission { lock.withLock { askedForRecording ? .denied : .undetermined } }
    private var askedForRecording = false

    @preconcurrency open func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) {
        lock.withLock { askedForRecording = true }
        response(false)
    }
}

/// One port of a route.
open class AVAudioSessionPortDescription: NSObject, @unchecked Sendable {
    open private(set) var portType: AVAudioSession.Port
    open private(set) var portName: String
    open var uid: String { portType.rawValue }

    init(portType: AVAudioSession.Port, portName: String) {
        self.portType = portType
        self.portName = portName
    }
}

/// A route's inputs and outputs.
open class AVAudioSessionRouteDescription: NSObject, @unchecked Sendable {
    open private(set) var inputs: [AVAudioSessionPortDescription]
    open private(set) var outputs: [AVAudioSessionPortDescription]

    init(inputs: [AVAudioSessionPortDescription], outputs: [AVAudioSessionPortDescription]) {
        self.inputs = inputs
        self.outputs = outputs
    }
}

// The keys of the interruption and route-change notifications' `userInfo` (Apple's values are the
// constants' own names). No such notification is posted here; code that reads one a test posts
// finds its values under these keys: `AVAudioSession.InterruptionType(rawValue:)` of the type key's
// `UInt`, `InterruptionOptions(rawValue:)` of the option key's.
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
public let AVAudioSessionInterruptionReasonKey = "AVAudioSessionInterruptionReasonKey"
public let AVAudioSessionInterruptionWasSuspendedKey = "AVAudioSessionInterruptionWasSuspendedKey"
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
public let AVAudioSessionRouteChangePreviousRouteKey = "AVAudioSessionRouteChangePreviousRouteKey"
public let AVAudioSessionSilenceSecondaryAudioHintTypeKey = "AVAudioSessionSilenceSecondaryAudioHintTypeKey"
