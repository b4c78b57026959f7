public import PaletteModel

/// Turns the one palette model into the files of one output format.
///
/// Pure: no I/O.
public protocol Emitter: Sendable {
    /// The options this format accepts, by name, with the kind of value each takes.
    var options: [String: OptionKind] { get }
    /// Renders `palette`, reporting what the format cannot express or names that collide.
    func emit(_ palette: Palette, options: EmitOptions, diagnostics: inout DiagnosticBag) -> [GeneratedFile]
}
