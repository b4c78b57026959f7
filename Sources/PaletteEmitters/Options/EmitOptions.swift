/// What one configured output's emitter is given besides the palette: its option values, checked against the
/// format's `OptionSpec`s (with their positions) before any emitter runs, and the build's facts it needs.
public struct EmitOptions: Sendable {
    /// An option value as written in `palettec.json`.
    public enum Value: Hashable, Sendable {
        /// A string option.
        case string(String)
        /// A boolean option.
        case bool(Bool)
    }

    /// The option values by name, checked against the format's specs; each format decodes them once into its
    /// typed options (`CSSOptions`, `SwiftOptions`, `ForeignLossOptions`).
    public var values: [String: Value]
    /// The file names (not full paths) of the palettes the output is generated from, for the DO-NOT-EDIT header.
    public var sourceNames: [String]
    /// The names of every entry and image under each naming rule, as the build's collision check worked
    /// them out (`NameCollisions.report`); an emitter given them does not name the keys again.
    public var checkedNames: CheckedNames
    /// The path the output is written to (relative to the working folder, or absolute), when it is written to a
    /// file: for outputs that refer to other files relative to themselves (the stylesheet's image URLs).
    public var outputPath: String?
    /// The working folder as an absolute path, for relating a relative path to an absolute one; `nil` when unknown.
    public var workingFolder: String?
    /// The attribute the same build's stylesheet forces appearances with (its `CSSOptions.attribute`), given by the
    /// one place that plans the build: the Swift web-view helper sets it unless its own `webAttribute` names
    /// another; `nil` when the build writes no stylesheet.
    public var themeAttribute: ThemeAttribute?

    /// Creates options.
    public init(
        values: [String: Value] = [:],
        sourceNames: [String] = [],
        checkedNames: CheckedNames = CheckedNames(),
        outputPath: String? = nil,
        workingFolder: String? = nil,
        themeAttribute: ThemeAttribute? = nil
    ) {
        self.values = values
        self.sourceNames = sourceNames
        self.checkedNames = checkedNames
        self.outputPath = outputPath
        self.workingFolder = workingFolder
        self.themeAttribute = themeAttribute
    }
}

extension EmitOptions.Value {
    /// The string, for a string value: for a format's typed options, decoding values already checked.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The flag, for a boolean value.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }
}

/// The kind of value an option takes, so the driver can check a config before emitting.
public enum OptionKind: Hashable, Sendable {
    /// Any string.
    case string
    /// One of a fixed set of strings.
    case choice([String])
    /// `true` or `false`.
    case bool
}
