/// Every diagnostic palettec can report, by stable kebab-case id.
///
/// Each rule is described once, by its `summary`; `Docs/Diagnostics.md` is generated from those.
public enum Rule: String, CaseIterable, Hashable, Sendable {
    // MARK: Files and encodings
    case unreadableFile = "unreadable-file"
    case invalidUTF8 = "invalid-utf8"
    case limitExceeded = "limit-exceeded"
    case readOutsideProject = "read-outside-project"
    case notRegularFile = "not-regular-file"
    case fileNameNotUTF8 = "file-name-not-utf8"

    // MARK: Syntax
    case jsonSyntax = "json-syntax"
    case jsonComment = "json-comment"
    case jsonTrailingComma = "json-trailing-comma"
    case plistSyntax = "plist-syntax"
    case xmlSyntax = "xml-syntax"
    case cssSyntax = "css-syntax"

    // MARK: Structure
    case wrongType = "wrong-type"
    case missingField = "missing-field"
    case unknownField = "unknown-field"
    case duplicateKey = "duplicate-key"
    case invalidKey = "invalid-key"
    case emptyPalette = "empty-palette"

    // MARK: Appearances
    case missingAppearance = "missing-appearance"
    case unknownAppearance = "unknown-appearance"
    case invalidAppearance = "invalid-appearance"

    // MARK: Colors and aliases
    case invalidColor = "invalid-color"
    case colorOutOfRange = "color-out-of-range"
    case unknownAlias = "unknown-alias"
    case aliasCycle = "alias-cycle"
    case deprecatedAlias = "deprecated-alias"

    // MARK: Contrast
    case contrast = "contrast"
    case invalidContrast = "invalid-contrast"

    // MARK: Color sense
    case nearDuplicate = "near-duplicate"
    case unchangedDark = "unchanged-dark"
    case outOfGamut = "out-of-gamut"
    case invalidLint = "invalid-lint"

    // MARK: Images
    case invalidImage = "invalid-image"
    case imageKindMismatch = "image-kind-mismatch"
    case imageOutsideProject = "image-outside-project"
    case imageSizeMismatch = "image-size-mismatch"
    case invalidImageValue = "invalid-image-value"

    // MARK: Names in outputs
    case nameCollision = "name-collision"

    // MARK: Configuration and build
    case invalidConfig = "invalid-config"
    case unknownFormat = "unknown-format"
    case unknownOption = "unknown-option"
    case deprecatedOption = "deprecated-option"
    case staleOutput = "stale-output"
    case foreignFile = "foreign-file"
    case outputOutsideProject = "output-outside-project"
    case writeFailed = "write-failed"

    // MARK: Foreign formats
    case unsupportedByFormat = "unsupported-by-format"
    case formatHazard = "format-hazard"

    /// The severity a diagnostic of this rule has unless a stage says otherwise.
    public var defaultSeverity: Diagnostic.Severity {
        switch self {
        case .unknownField, .deprecatedAlias, .deprecatedOption, .nearDuplicate, .unchangedDark, .outOfGamut,
            .imageKindMismatch,
            .imageSizeMismatch:
            .warning
        default: .error
        }
    }

    /// A one-line description for the diagnostics catalog.
    public var summary: String {
        switch self {
        case .unreadableFile:
            "An input file or folder, or an image file a palette names, could not be read (missing, a folder where a "
                + "file is expected, or no permission)."
        case .invalidUTF8:
            "A file is not UTF-8: UTF-16 or UTF-32 text, or an invalid byte, whose position is given."
        case .limitExceeded:
            "A file is larger or nests deeper than `--max-file-size` or `--max-depth`, a build has more colors than "
                + "`--max-entries`, an image file is larger than `--max-image-size`, a folder input holds more files and folders than "
                + "`--max-folder-entries`, asset catalog folders nest deeper than 64 levels, or the run's memory reached its budget "
                + "(`--max-memory`, 4 GiB by default)."
        case .readOutsideProject:
            "A file to read (a palette, a file a DTCG resolver's `$ref` or a foreign format names, a file in a folder "
                + "input) lies outside the project (the folder of `palettec.json`, or without one the working folder) "
                + "and outside every path named on the command line, or a symbolic link on its path leads out; "
                + "nothing of it is read. Image files have their own rule, `image-outside-project`."
        case .notRegularFile:
            "A file to read is a FIFO, a device or a socket (or a symbolic link to one), which could block or never "
                + "end; palettec reads only regular files."
        case .fileNameNotUTF8:
            "A folder input holds a file or folder whose name is not UTF-8; it is not read, and renaming it makes it "
                + "part of the build."
        case .jsonSyntax: "Malformed JSON (RFC 8259): the message says what was expected."
        case .jsonComment: "A `//` or `/* */` comment in JSON, which strict JSON parsers reject."
        case .jsonTrailingComma: "A comma before `}` or `]`, which strict JSON parsers reject."
        case .plistSyntax:
            "Well-formed XML that is not a property list: a wrong root, an element a plist does not allow, a "
                + "`<key>` without a value, stray text, or an invalid number."
        case .xmlSyntax: "Malformed XML, in a plist or any other XML input."
        case .cssSyntax: "Malformed CSS in a theme style sheet: a comment, string or block that is never closed."
        case .wrongType: "A value of the wrong type, such as a plist `<integer>` where a color string is expected."
        case .missingField:
            "A required field is missing, such as the root `colors` object (or `images`, in a palette of images only)."
        case .unknownField:
            "A field palettec does not know, which is ignored, or a DTCG resolver `version` other than 2025.10, "
                + "which is read as 2025.10."
        case .duplicateKey:
            "The same key twice in one object (Foundation silently keeps one), one color key in two palette files, "
                + "one theme declared twice, two values of one entry for one appearance, an image key that is also a color key, "
                + "or two Figma objects with one id (or two modes of a collection read as one appearance)."
        case .invalidKey:
            "A color or image key that is empty, or a DTCG token or group name that is empty or contains `.`, `{` or `}`."
        case .emptyPalette: "A palette with no colors and no images."
        case .missingAppearance:
            "An entry or image lacks a `light` or `dark` value, or a value for a declared theme that has no fallback, or a "
                + "Style Dictionary variant file (`x.dark.json`) has no base file (`x.json`), or a Figma variable has no "
                + "value for some modes of its collection (or its collection no `light` or `dark` mode)."
        case .unknownAppearance:
            "An entry names an appearance that is neither built in nor declared in `appearances`, or `--theme` or "
                + "`themes` chooses a group or theme that the Tokens Studio project does not have."
        case .invalidAppearance:
            "A theme declaration in `appearances` is malformed: a bad or built-in name, an unknown or looping "
                + "fallback, or a scheme other than `light` or `dark`."
        case .invalidColor: "A value is not valid color syntax; the message says what was expected."
        case .colorOutOfRange:
            "A color component is outside its range (0–255, 0–100%, 0–1, a lightness 0–100 or 0–1, a negative "
                + "chroma, a `color-mix()` percentage outside 0–100%)."
        case .unknownAlias:
            "An alias `{KEY}` names no entry of its kind (a color alias or a derived color's reference no color, an "
                + "image alias no image), a DTCG resolver reference names no set or modifier, or a Figma alias or variable "
                + "names a variable or collection its file does not hold."
        case .aliasCycle:
            "Aliases and derived colors (or an image's `dim` and `from`) refer to each other in a loop; the whole "
                + "chain is listed."
        case .deprecatedAlias:
            "An alias refers to a deprecated entry (a color alias to a color, an image alias to an image). Tunable in "
                + "the palette's `lint` (`\"deprecated-alias\": false`)."
        case .contrast:
            "A declared contrast pair is below its minimum (a WCAG 2.2 ratio or an APCA Lc) in some appearance; the "
                + "message names both keys, the appearance, the contrast found and the minimum."
        case .invalidContrast:
            "A contrast pair cannot be checked: a key no entry has, an unknown level, a minimum out of range, both "
                + "`minimum` and `apca`, or a translucent background without an opaque `base`."
        case .nearDuplicate:
            "Two colors are nearly the same (CIEDE2000 within `maximumDifference`, 1 by default, and the same "
                + "alpha) in every appearance: likely one color under two names. Reported once per later color, "
                + "naming the earliest it duplicates (for a color that repeats a step of a scale or a named color: "
                + "naming that primitive); aliases (also those a source wrote out and names, as Figma's "
                + "`aliasData`), deprecated colors, two steps of scales (`accent.9`, `accent.10`), two roles "
                + "(`card`, `background`; `Text.Primary`, `Border.Primary`), codes that are not siblings and "
                + "primitives that are white, black or transparent are left out. Tunable in the palette's `lint`."
        case .unchangedDark:
            "A color's written `dark` value is its `light` value while other colors of the build change in dark: "
                + "likely a forgotten dark value. Off by default; turned on in the palette's `lint`."
        case .outOfGamut:
            "A color lies outside the gamut a screen shows (Display P3 by default, sRGB with `\"gamut\": \"srgb\"`), so "
                + "outputs show it gamut-mapped; the message says how far outside, in ΔEOK. Off by default; turned on "
                + "in the palette's `lint`."
        case .invalidLint:
            "A `lint` setting cannot be used: an unknown rule or option, a threshold out of range, an entry turning a "
                + "rule on, or two palette files of one build (or a palette file and `palettec.json`) setting a rule "
                + "differently."
        case .invalidImage:
            "An image file is not PNG, JPEG, PDF or SVG by its first bytes, or is cut short (a PNG without its `IHDR` "
                + "header, a JPEG without a frame header, an image of zero pixels)."
        case .imageKindMismatch:
            "An image file's name says one kind and its bytes another (`logo.png` holding a JPEG); outputs copy it "
                + "under the kind its bytes say."
        case .imageOutsideProject:
            "An image path, or a symbolic link on it, leads outside the project: the folder of `palettec.json`, or "
                + "without one the palette file's folder."
        case .imageSizeMismatch:
            "An image's appearances differ in size in points (pixels over the `@2x`/`@3x` scale), so layouts jump "
                + "when the appearance changes."
        case .invalidImageValue:
            "An image value that cannot be made: an empty path, `dim` outside 0…1, a `dim` of a vector image, or of an "
                + "appearance that is itself dimmed."
        case .nameCollision:
            "Two keys become one name in an output the build has (a Swift identifier, a CSS custom property, an "
                + "Android resource, a colorset folder on a case-insensitive disk), or two themes one Swift case or "
                + "DK column."
        case .invalidConfig:
            "`palettec.json` cannot be read or is malformed: a missing, unknown or wrongly typed field, no palettes "
                + "or no outputs, an output option with a bad value, an output that is the config or a file the build "
                + "reads, or two outputs that are one file (one path spelled two ways, a file inside a folder output, "
                + "or paths that differ only in case)."
        case .unknownFormat:
            "An input or output format palettec does not know (in `palettec.json`), or an input whose format cannot "
                + "be detected."
        case .unknownOption: "An output option the format does not know."
        case .deprecatedOption: "An output option under its former name (`allow-loss` is now `allowLoss`); still read."
        case .staleOutput:
            "An output file is missing or differs from what the palettes generate, or a file an earlier build wrote "
                + "is no longer generated (`--check`)."
        case .foreignFile:
            "An output path holds a file palettec cannot prove it generated (no header with a matching digest at the "
                + "format's place: written by someone else, or edited by hand since), a symbolic link or a folder; it "
                + "is never overwritten."
        case .outputOutsideProject:
            "An output path leaves the project folder (by `..`, an absolute path or a symbolic link) and the config "
                + "does not allow it."
        case .writeFailed:
            "An output file could not be read, written, or (when stale) removed; when preparing the new files "
                + "fails, no output is changed."
        case .unsupportedByFormat:
            "Something the target format cannot express, or something in a foreign input that a palette cannot "
                + "hold (an error, or a warning where it is skipped); a warning for a PDF image in the stylesheet or "
                + "the preview, which only WebKit on Apple platforms draws."
        case .formatHazard: "A construct that the format's own runtime misreads or crashes on."
        }
    }
}
