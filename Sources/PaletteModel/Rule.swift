/// Every diagnostic palettec can report, by stable kebab-case id.
///
/// `Docs/Diagnostics.md` is generated from this.
public enum Rule: String, CaseIterable, Hashable, Sendable {
    // MARK: Files and encodings
    /// A file could not be read.
    case unreadableFile = "unreadable-file"
    /// A file is not valid UTF-8.
    case invalidUTF8 = "invalid-utf8"
    /// A file was larger or deeper than a configured limit.
    case limitExceeded = "limit-exceeded"

    // MARK: Syntax
    /// Malformed JSON.
    case jsonSyntax = "json-syntax"
    /// A `//` or `/* */` comment in JSON.
    case jsonComment = "json-comment"
    /// A trailing comma in a JSON object or array.
    case jsonTrailingComma = "json-trailing-comma"
    /// Malformed plist XML.
    case plistSyntax = "plist-syntax"
    /// Malformed XML.
    case xmlSyntax = "xml-syntax"

    // MARK: Structure
    /// A value of the wrong type, such as a plist `<integer>` where a color string is expected.
    case wrongType = "wrong-type"
    /// A required field is missing, such as the root `colors` object.
    case missingField = "missing-field"
    /// A field palettec does not know; it is ignored.
    case unknownField = "unknown-field"
    /// The same key twice in one object, or the same color key in two palette files of one build.
    case duplicateKey = "duplicate-key"
    /// A color key that is empty or otherwise unusable.
    case invalidKey = "invalid-key"
    /// A palette with no colors.
    case emptyPalette = "empty-palette"

    // MARK: Appearances
    /// An entry lacks a value for `light`, `dark`, or a declared theme without a fallback.
    case missingAppearance = "missing-appearance"
    /// An entry names an appearance that is neither built in nor declared.
    case unknownAppearance = "unknown-appearance"
    /// A theme declaration in `appearances` is malformed.
    case invalidAppearance = "invalid-appearance"

    // MARK: Colors and aliases
    /// A color value that is not valid color syntax.
    case invalidColor = "invalid-color"
    /// A color component outside its range.
    case colorOutOfRange = "color-out-of-range"
    /// An alias `{KEY}` naming no entry.
    case unknownAlias = "unknown-alias"
    /// Aliases that refer to each other in a loop.
    case aliasCycle = "alias-cycle"
    /// An alias to a deprecated entry.
    case deprecatedAlias = "deprecated-alias"

    // MARK: Names in outputs
    /// Two keys that become one name in an output the build has, or two themes that become one DK column.
    case nameCollision = "name-collision"

    // MARK: Configuration and build
    /// A malformed `palettec.json`.
    case invalidConfig = "invalid-config"
    /// An input or output format palettec does not know, or an input whose format cannot be detected.
    case unknownFormat = "unknown-format"
    /// An output option the format does not know.
    case unknownOption = "unknown-option"
    /// An output option spelled as it was before option names were lowerCamelCase (`allow-loss`).
    case deprecatedOption = "deprecated-option"
    /// An output file that is missing or differs from what the palettes generate (`--check`).
    case staleOutput = "stale-output"
    /// An output path that holds a file palettec did not generate.
    case foreignFile = "foreign-file"
    /// An output path outside the project folder.
    case outputOutsideProject = "output-outside-project"
    /// An output could not be written.
    case writeFailed = "write-failed"

    // MARK: Foreign formats
    /// Something a target format cannot express.
    case unsupportedByFormat = "unsupported-by-format"
    /// A construct a foreign runtime misreads or crashes on.
    case formatHazard = "format-hazard"

    /// The severity a diagnostic of this rule has unless a stage says otherwise.
    public var defaultSeverity: Diagnostic.Severity {
        switch self {
        case .unknownField, .deprecatedAlias, .deprecatedOption: .warning
        default: .error
        }
    }

    /// A one-line description for the diagnostics catalog.
    public var summary: String {
        switch self {
        case .unreadableFile: "An input file could not be read (missing, a folder, or no permission)."
        case .invalidUTF8: "A file is not valid UTF-8; the position of the first bad byte is given."
        case .limitExceeded: "A file is larger, deeper or longer than a configured limit."
        case .jsonSyntax: "Malformed JSON (RFC 8259): the message says what was expected."
        case .jsonComment: "A `//` or `/* */` comment in JSON, which strict JSON parsers reject."
        case .jsonTrailingComma: "A comma before `}` or `]`, which strict JSON parsers reject."
        case .plistSyntax: "Malformed plist XML, or an element a property list does not allow."
        case .xmlSyntax: "Malformed XML."
        case .wrongType: "A value of the wrong type, such as a plist `<integer>` where a color string is expected."
        case .missingField: "A required field is missing, such as the root `colors` object."
        case .unknownField: "A field palettec does not know; it is ignored."
        case .duplicateKey:
            "The same key twice in one object (Foundation silently keeps one), or one color key in two palette files."
        case .invalidKey: "A color key that is empty, or contains characters no output can carry."
        case .emptyPalette: "A palette with no colors."
        case .missingAppearance:
            "An entry lacks a `light` or `dark` value, or a value for a declared theme that has no fallback."
        case .unknownAppearance: "An entry names an appearance that is neither built in nor declared in `appearances`."
        case .invalidAppearance: "A theme declaration in `appearances` is malformed (bad name, unknown fallback)."
        case .invalidColor: "A value is not valid color syntax; the message says what was expected."
        case .colorOutOfRange: "A color component is outside its range (0–255, 0–100%, 0–1)."
        case .unknownAlias: "An alias `{KEY}` names no entry."
        case .aliasCycle: "Aliases refer to each other in a loop; the whole chain is listed."
        case .deprecatedAlias: "An alias refers to a deprecated entry."
        case .nameCollision:
            "Two keys become one name in an output the build has (a Swift identifier, a CSS custom property, an "
                + "Android resource, a colorset folder on a case-insensitive disk), or two themes one DK column."
        case .invalidConfig: "`palettec.json` is malformed or lacks a required field."
        case .unknownFormat:
            "An input or output format palettec does not know (in `palettec.json`), or an input whose format cannot "
                + "be detected."
        case .unknownOption: "An output option the format does not know."
        case .deprecatedOption: "An output option under its former name (`allow-loss` is now `allowLoss`); still read."
        case .staleOutput: "An output file is missing or differs from what the palettes generate (`--check`)."
        case .foreignFile: "An output path holds a file palettec did not generate; it is never overwritten."
        case .outputOutsideProject: "An output path leaves the project folder and the config does not allow it."
        case .writeFailed: "An output file could not be written; every other output is left as it was."
        case .unsupportedByFormat: "Something in the palette that the target format cannot express."
        case .formatHazard: "A construct that the format's own runtime misreads or crashes on."
        }
    }
}
