/// Per-file settings from `@` directives at the top of a transcript; they override the command line.
///
/// `@preset NAME` picks a policy preset; `@bands ACT CONFIRM` sets the thresholds (e.g. `@bands 0.99 0.97`
/// to drive utterances into the confirm band on purpose).
public struct TranscriptSettings: Sendable, Hashable {
    /// A policy preset name from `@preset`.
    public var preset: String?
    /// Act and confirm thresholds from `@bands`.
    public var bands: (act: Double, confirm: Double)?

    /// Creates settings.
    public init(preset: String? = nil, bands: (act: Double, confirm: Double)? = nil) {
        self.preset = preset
        self.bands = bands
    }

    public static func == (a: TranscriptSettings, b: TranscriptSettings) -> Bool {
        a.preset == b.preset && a.bands?.act == b.bands?.act && a.bands?.confirm == b.bands?.confirm
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(preset)
        hasher.combine(bands?.act)
        hasher.combine(bands?.confirm)
    }
}
