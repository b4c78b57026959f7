import PaletteCompiler
import PaletteEmitters
public import PaletteModel

/// Runs a lowered palette through every output format with the compiler library, as `palettec build` and `convert` do.
public enum PipelineCheck {
    /// Emits `palette` in every output format, with default options and with every switch turned the other way,
    /// checking what can be read back.
    public static func emitEveryFormat(_ palette: Palette) {
        for format in OutputFormat.allCases {
            let emitter = format.emitter
            for options in [[:], alternateOptions(emitter)] {
                var diagnostics = DiagnosticBag()
                let output = BuildConfig.Output(format: format, path: "out", options: options, location: nil)
                // As `palettec build` plans it: the names checked, then the emitter run.
                let planned = PaletteBuild.emit(
                    palette,
                    outputs: [output],
                    base: ".",
                    sourceNames: palette.sources,
                    warningsAsErrors: false,
                    diagnostics: &diagnostics
                )
                // An emitter reports what it cannot express; when it reports no error it must have written something.
                if !diagnostics.hasErrors, planned?.isEmpty ?? true {
                    fatalError("\(format.rawValue) wrote no file and reported no error")
                }
                GeneratedOutputCheck.requireReadable(planned?.map(\.file) ?? [], format: format)
            }
        }
    }

    /// Every boolean option of `emitter` set to true and every choice set to its last value; strings stay default.
    private static func alternateOptions(_ emitter: any Emitter) -> [String: EmitOptions.Value] {
        var values: [String: EmitOptions.Value] = [:]
        for (name, kind) in emitter.options {
            switch kind {
            case .bool: values[name] = .bool(true)
            case .choice(let choices): values[name] = choices.last.map { .string($0) }
            case .string: break
            }
        }
        return values
    }
}
