public import PaletteModel

/// Turns the one palette model into the files of one output format.
///
/// Pure: no I/O.
public protocol Emitter: Sendable {
    /// The options this format accepts, in the order help lists them.
    var optionSpecs: [OptionSpec] { get }
    /// The rule that names colors in this format, if it derives names from keys (`nil`: keys are kept verbatim
    /// or the format has its own checks).
    var nameRule: NameRule? { get }
    /// Whether the output's `path` names a folder the emitter fills, rather than one file.
    var writesFolder: Bool { get }
    /// Whether a file at `path` inside this format's output folder (relative, `/`-separated) is one the format
    /// writes, so a build may remove it once no color produces it (and it carries palettec's marker).
    func ownsFile(atRelativePath path: String) -> Bool
    /// Renders `palette`, reporting what the format cannot express or names that collide.
    func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile]
}

extension Emitter {
    /// No naming rule, unless the format declares one.
    public var nameRule: NameRule? { nil }

    /// One file, unless the format says otherwise.
    public var writesFolder: Bool { false }

    /// No file is removed from an output, unless the format names the ones it writes.
    public func ownsFile(atRelativePath path: String) -> Bool { false }

    /// The options by name, with the kind of value each takes.
    public var options: [String: OptionKind] {
        Dictionary(optionSpecs.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
    }

    /// The option a name (current or former) refers to.
    public func optionSpec(named name: String) -> OptionSpec? {
        optionSpecs.first { $0.name == name || $0.formerNames.contains(name) }
    }
}
