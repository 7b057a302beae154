import Foundation
import LayoutLab

/// A case's layout, started on an engine thread of its own before any store takes it. Its
/// engine fills the case's bounded channel and waits there; ``LayoutStore/adopt(_:run:)`` makes
/// it a case of a run, to commit, and ``discard()`` drops it.
///
/// `record` starts its first cases this way before it opens the database: opening, migrating a
/// new file and creating the run then happen while the first case is laid out, not before
/// (docs/performance.md, "Why it is as fast as it is").
public struct StartedLayout: Sendable {
    /// The case's identity, its run not known yet.
    let identity: CaseIdentity
    let channel: TraceChannel
    let engine: Task<Void, Never>
    let started: ContinuousClock.Instant
    let startedAt: Date

    /// Starts laying out `scenario`'s `variant` on `profile`.
    public init(
        _ scenario: any Scenario.Type, variant: String, profile: DeviceProfile, settings: CaseSettings = CaseSettings(),
        limits: UpdateLimits = UpdateLimits(), knobs: Knobs = Knobs()
    ) {
        identity = Self.identity(of: scenario, variant: variant, profile: profile, settings: settings)
        let channel = TraceChannel()
        self.channel = channel
        started = ContinuousClock.now
        startedAt = Date()
        engine = Self.startEngine(
            scenario, variant: variant, profile: profile, settings: settings, limits: limits, knobs: knobs, reportingTo: channel
        )
    }

    /// The row a case of `scenario`'s `variant` on `profile` is recorded under, its run not known yet.
    static func identity(of scenario: any Scenario.Type, variant: String, profile: DeviceProfile, settings: CaseSettings) -> CaseIdentity {
        var identity = CaseIdentity(
            run: 0, scenario: scenario.name, variant: settings.recordedVariant(variant), profile: profile.name, os: profile.os.rawValue,
            summary: scenario.summary, seed: scenario.seed, timeline: scenario.timeline.description
        )
        if settings != CaseSettings() || !scenario.parameters.isEmpty {
            identity.baseVariant = variant
            let values = ScenarioParameters(scenario.parameters, setting: settings.parameters).values
            identity.parameters = values.isEmpty ? nil : "{" + values.sorted { $0.key < $1.key }.map { name, value in
                "\(Self.jsonString(name)): \(Self.jsonString(value))"
            }.joined(separator: ", ") + "}"
            identity.sweep = settings.sweep.isEmpty ? nil : settings.sweep.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        return identity
    }

    /// Drops the layout: its engine finishes with nowhere to send it.
    public func discard() {
        channel.cancel()
        channel.close()
    }

    /// Starts the engine on its own thread, reporting into `channel`, which it finishes at the end.
    /// It is deliberately not awaited: a cancelled recording returns without waiting for layout,
    /// and a committed one without waiting for the engine to free its trees.
    private static func startEngine(
        _ scenario: any Scenario.Type, variant: String, profile: DeviceProfile, settings: CaseSettings, limits: UpdateLimits,
        knobs: Knobs, reportingTo channel: TraceChannel
    ) -> Task<Void, Never> {
        // Scenario metatypes are immutable type descriptions; only their static members are read.
        nonisolated(unsafe) let scenario = scenario
        let observer = ChannelObserver(channel)
        // Started here, not in the task: at a process's start the task would first wait for the
        // concurrency runtime to make a thread for it.
        let layout = ViewRuntime.start(
            scenario, variant: variant, profile: profile, settings: settings, limits: limits, knobs: knobs, observer: observer
        )
        return Task.detached {
            _ = await layout.value()
            channel.finish()
            // The trees and the graph are gone now: hand back what they held (what the writer
            // freed goes back before the next case is written).
            FreedMemory.release(afterRows: channel.rowsSent)
        }
    }

    /// `text` as a JSON string literal.
    static func jsonString(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
