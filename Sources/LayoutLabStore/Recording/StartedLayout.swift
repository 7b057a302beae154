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
    /// Its place in line among the cases laying out (`CaseAdmission`), and its engine once started.
    let ticket: CaseAdmission.Ticket
    let admitted: AdmittedEngine

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
        let ticket = CaseAdmission.shared.enter()
        self.ticket = ticket
        let admitted = AdmittedEngine()
        self.admitted = admitted
        engine = Self.startEngine(
            scenario, variant: variant, profile: profile, settings: settings, limits: limits, knobs: knobs, reportingTo: channel,
            ticket: ticket, admitted: admitted
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
        if !CaseAdmission.shared.drop(ticket) { admitted.drop() }
    }

    /// Starts the engine on a thread of its own, reporting into `channel`, which it finishes at
    /// the end, once the case may lay out (`CaseAdmission`): at once, unless a large case started
    /// before it is still laying out. It is deliberately not awaited: a cancelled recording
    /// returns without waiting for layout, and a committed one without waiting for the engine to
    /// free its trees.
    private static func startEngine(
        _ scenario: any Scenario.Type, variant: String, profile: DeviceProfile, settings: CaseSettings, limits: UpdateLimits,
        knobs: Knobs, reportingTo channel: TraceChannel, ticket: CaseAdmission.Ticket, admitted engine: AdmittedEngine
    ) -> Task<Void, Never> {
        // Scenario metatypes are immutable type descriptions; only their static members are read.
        nonisolated(unsafe) let scenario = scenario
        let observer = ChannelObserver(channel, ticket: ticket)
        // Started from the calling thread when it may start at once, not in the task: at a
        // process's start the task would first wait for the concurrency runtime to make a thread.
        CaseAdmission.shared.admit(ticket) {
            engine.started(ViewRuntime.start(
                scenario, variant: variant, profile: profile, settings: settings, limits: limits, knobs: knobs, observer: observer
            ))
        }
        return Task.detached {
            // A case dropped before it started never lays out.
            guard let layout = await engine.value() else {
                channel.finish()
                return
            }
            _ = await layout.value()
            channel.finish()
            // The trees and the graph are gone now: hand back what they held (what the writer
            // freed goes back before the next case is written).
            FreedMemory.release(afterRows: channel.rowsSent)
            // Only now may a large case waiting for this one lay out.
            CaseAdmission.shared.leave(ticket)
        }
    }

    /// `text` as a JSON string literal.
    static func jsonString(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// A case's engine, started when ``CaseAdmission`` lets it: awaited by the task that finishes the
/// case, which hears nil if the case is dropped before it starts.
final class AdmittedEngine: @unchecked Sendable {
    private let lock = NSLock()
    private var result: EngineResult<CaseResult>?
    private var isDropped = false
    private var waiting: CheckedContinuation<EngineResult<CaseResult>?, Never>?

    func started(_ engine: EngineResult<CaseResult>) {
        settle { $0.result = engine }
    }

    func drop() {
        settle { $0.isDropped = true }
    }

    /// The started engine, or nil once the case is dropped.
    func value() async -> EngineResult<CaseResult>? {
        await withCheckedContinuation { continuation in
            lock.lock()
            if result != nil || isDropped {
                let result = self.result
                lock.unlock()
                continuation.resume(returning: result)
            } else {
                waiting = continuation
                lock.unlock()
            }
        }
    }

    private func settle(_ change: (AdmittedEngine) -> Void) {
        lock.lock()
        change(self)
        let waiting = self.waiting
        self.waiting = nil
        let result = self.result
        lock.unlock()
        waiting?.resume(returning: result)
    }
}
