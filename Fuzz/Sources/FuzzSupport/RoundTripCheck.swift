import PaletteEmitters
import PaletteFrontend
public import PaletteModel

/// The native formats as the new source of truth: a palette written as palette JSON or plist must read back as
/// the same palette.
public enum RoundTripCheck {
    /// Traps unless `palette`, written by the palette-json and palette-plist emitters beside the files of `files`
    /// and read back from there, lowers without errors to the same appearances, keys, aliases, colors and images.
    public static func requireNativeRoundTrip(_ palette: Palette, beside files: ProjectOnlyFiles) {
        let native = [
            (OutputFormat.paletteJSON, InputFormat.paletteJSON, "Again.json"),
            (.palettePlist, .palettePlist, "Again.plist"),
        ]
        for (format, input, path) in native {
            let emitter = format.emitter
            var emitted = DiagnosticBag()
            let options = EmitOptions(outputPath: path)
            let outputs = emitter.emit(palette, options: options, diagnostics: &emitted)
            guard !emitted.hasErrors, let written = outputs.first else { continue }
            var diagnostics = DiagnosticBag()
            // The written palette names the image files the original read, which stay where they are.
            var beside = files
            beside.base.files[path] = written.contents
            let loaded = PaletteLoader.load(
                [.init(path: path, format: input)],
                files: beside,
                diagnostics: &diagnostics
            )
            guard loaded.failedInputs == 0 else { fail(format, "does not parse", diagnostics) }
            guard let again = PaletteLowering.lower(loaded.documents, diagnostics: &diagnostics), !diagnostics.hasErrors
            else { fail(format, "does not lower", diagnostics) }
            requireSame(palette, again, format: format)
            requireSameImages(palette, again, format: format)
        }
    }

    /// Traps unless two palettes have the same images: keys, aliases, template flags, metadata, and in every
    /// appearance the same file (by digest and kind) with the same dimming and, where the file's name says it, the
    /// same scale (the writers warn about a scale only the original format stated, which the name cannot carry).
    private static func requireSameImages(_ original: Palette, _ again: Palette, format: OutputFormat) {
        guard original.images.map(\.key) == again.images.map(\.key) else {
            fatalError("\(format.rawValue): images \(original.images.map(\.key)) became \(again.images.map(\.key))")
        }
        for (before, after) in zip(original.images, again.images) {
            guard before.aliases == after.aliases, before.isTemplate == after.isTemplate,
                before.description == after.description, before.deprecation == after.deprecation
            else { fatalError("\(format.rawValue): image '\(before.key)' became \(after)") }
            for (left, right) in zip(before.values, after.values) {
                let scaleKept =
                    left.file.scale == right.file.scale || left.file.scale != ImageFile.scale(named: left.file.path)
                guard left.file.digest == right.file.digest, left.file.kind == right.file.kind,
                    left.dimming == right.dimming, scaleKept
                else { fatalError("\(format.rawValue): image '\(before.key)' \(left) became \(right)") }
            }
        }
    }

    /// Traps unless two palettes agree on appearances, keys, aliases, and every color's space and components.
    ///
    /// Components are compared to the six decimals `ColorValue.decimal` writes, not to 8 bits: a component within
    /// 0.5e-6 of a half step (55.5/255) may legitimately round to the other byte after the trip.
    private static func requireSame(_ original: Palette, _ again: Palette, format: OutputFormat) {
        let names = (original.appearances.map(\.name), again.appearances.map(\.name))
        guard names.0 == names.1 else {
            fatalError("\(format.rawValue): appearances \(names.0) became \(names.1)")
        }
        guard original.entries.map(\.key) == again.entries.map(\.key) else {
            fatalError("\(format.rawValue): keys \(original.entries.map(\.key)) became \(again.entries.map(\.key))")
        }
        for (before, after) in zip(original.entries, again.entries) {
            guard before.aliases == after.aliases else {
                fatalError("\(format.rawValue): '\(before.key)' aliases \(before.aliases) became \(after.aliases)")
            }
            for (left, right) in zip(before.values, after.values) where !same(left, right) {
                fatalError("\(format.rawValue): '\(before.key)' \(left) became \(right)")
            }
        }
    }

    /// Whether two colors have the same space and components equal to within the precision palettec writes.
    private static func same(_ left: ColorValue, _ right: ColorValue) -> Bool {
        let pairs = [
            (left.red, right.red), (left.green, right.green), (left.blue, right.blue), (left.alpha, right.alpha),
        ]
        return left.space == right.space && pairs.allSatisfy { abs($0.0 - $0.1) <= 1e-6 }
    }

    /// Traps with the first diagnostic of a failed read-back.
    private static func fail(_ format: OutputFormat, _ what: String, _ diagnostics: DiagnosticBag) -> Never {
        let first = diagnostics.diagnostics.first { $0.severity == .error }
        fatalError("\(format.rawValue) output \(what): \(first.map { "\($0.rule): \($0.message)" } ?? "no error")")
    }
}
