/// The options of a lossy foreign writer (LFLDarkModeKit, DKNightVersion, DTCG, asset catalogs, Android), decoded
/// once from values checked against `specs`.
struct ForeignLossOptions {
    /// The name of the one option.
    static let allowLoss = "allowLoss"

    /// The option every lossy foreign writer declares (`allow-loss` before option names were lowerCamelCase).
    static let specs = [
        OptionSpec(
            allowLoss,
            .bool,
            default: "false",
            help: "Write what the format can hold and warn about the rest, instead of refusing with an error.",
            formerNames: ["allow-loss"]
        )
    ]

    /// Whether what the format cannot hold is a warning rather than an error.
    var allowLoss: Bool

    /// Decodes checked values; `allowLoss` is `false` unless set.
    init(_ values: [String: EmitOptions.Value]) {
        allowLoss = values[Self.allowLoss]?.bool ?? false
    }
}
