/// The options of one configured output, already checked against the format's known option names.
public struct EmitOptions: Sendable {
    /// An option value as written in `palettec.json`.
    public enum Value: Hashable, Sendable {
        /// A string option.
        case string(String)
        /// A boolean option.
        case bool(Bool)
    }

    /// The option values by name.
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

    /// Creates options.
    public init(
        values: [String: Value] = [:],
        sourceNames: [String] = [],
        checkedNames: CheckedNames = CheckedNames(),
        outputPath: String? = nil,
        workingFolder: String? = nil
    ) {
        self.values = values
        self.sourceNames = sourceNames
        self.checkedNames = checkedNames
        self.outputPath = outputPath
        self.workingFolder = workingFolder
    }

    /// A string option, or `fallback` when absent.
    public func string(_ name: String, default fallback: String) -> String {
        if case .string(let value)? = values[name] { return value }
        return fallback
    }

    /// A boolean option, or `fallback` when absent.
    public func bool(_ name: String, default fallback: Bool) -> Bool {
        if case .bool(let value)? = values[name] { return value }
        return fallback
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
