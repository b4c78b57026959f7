/// The Swift output's options, decoded once from values checked against `specs` (each problem reported at its
/// position in `palettec.json`, or as a usage error of `--option`).
public struct SwiftOptions: Sendable {
    /// The access level of the generated API.
    public enum AccessLevel: String, Sendable {
        /// No modifier: the API is the module's own.
        case `internal`
        /// `public`, for a colors package.
        case `public`
    }

    /// The options, each with its check.
    static let specs: [OptionSpec] = [
        OptionSpec(
            "typeName",
            .string,
            default: "the palette name in UpperCamelCase",
            help: "The namespace enum of the generated API (`Palette.pgc01`).",
            check: { name in SwiftNamePlan.typeNameProblem(name).map { "'\(name)' \($0)" } }
        ),
        OptionSpec(
            "accessLevel",
            .choice(["internal", "public"]),
            default: "internal",
            help: "The access level of the generated API; `public` for a colors package."
        ),
        OptionSpec(
            "webAttribute",
            .string,
            default: "the CSS output's attribute, else data-theme",
            help: "The page attribute the web-view script sets for themes.",
            check: ThemeAttribute.problem
        ),
        OptionSpec(
            "defaultsSuite",
            .string,
            default: "none (UserDefaults.standard)",
            help: "The UserDefaults suite the choice is stored in, e.g. an app group so extensions follow the app."
        ),
        OptionSpec("objc", .bool, default: "true", help: "Generate the Objective-C class."),
        OptionSpec(
            "objcName",
            .string,
            default: "PC and the type name",
            help: "The Objective-C name of that class (`PCPalette`).",
            check: SwiftNamePlan.objcNameProblem
        ),
        OptionSpec(
            "shortcuts",
            .bool,
            default: "false",
            help: "Add `UIColor.pgc01`, `NSColor.pgc01`, `Color.pgc01` and `ShapeStyle` members."
        ),
        OptionSpec(
            "imageBundle",
            .string,
            default: "main",
            help: "The bundle whose asset catalog holds the images: `main`, `module` (a package's resources) or a "
                + "bundle identifier; imagesets are named after the image keys.",
            check: { $0.isEmpty ? "must not be empty" : nil }
        ),
    ]

    /// The namespace enum's name, when given (else derived from the palette's name).
    public var typeName: String?
    /// The access level of the generated API.
    public var accessLevel: AccessLevel
    /// The attribute the web-view script sets for themes, when given (else the stylesheet's, else `data-theme`).
    public var webAttribute: ThemeAttribute?
    /// The `UserDefaults` suite the choice is stored in, or `nil` for `.standard`.
    public var defaultsSuite: String?
    /// Whether to generate the Objective-C class.
    public var objc: Bool
    /// The Objective-C name of that class, when given (else `PC` and the type name).
    public var objcName: String?
    /// Whether to generate `UIColor.someKey`-style shortcuts.
    public var shortcuts: Bool
    /// The bundle whose asset catalog holds the images: `main`, `module` or a bundle identifier.
    public var imageBundle: String

    /// Decodes checked values; an absent option takes its default.
    public init(_ values: [String: EmitOptions.Value]) {
        typeName = values["typeName"]?.string
        accessLevel = values["accessLevel"]?.string.flatMap(AccessLevel.init(rawValue:)) ?? .internal
        webAttribute = values["webAttribute"]?.string.map(ThemeAttribute.init(checked:))
        defaultsSuite = values["defaultsSuite"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        objc = values["objc"]?.bool ?? true
        objcName = values["objcName"]?.string
        shortcuts = values["shortcuts"]?.bool ?? false
        imageBundle = values["imageBundle"]?.string ?? "main"
    }
}
