import PaletteEmitters
public import PaletteModel

/// Runs a lowered palette through every emitter, as `palettec build` and `convert` do.
public enum PipelineCheck {
    /// Emits `palette` in every output format, with default options and with every switch turned the other way,
    /// checking what can be read back.
    public static func emitEveryFormat(_ palette: Palette) {
        for format in OutputFormat.allCases {
            let emitter = format.emitter
            for options in [EmitOptions(sourceNames: palette.sources), alternateOptions(emitter)] {
                var diagnostics = DiagnosticBag()
                let files = emitter.emit(palette, options: options, diagnostics: &diagnostics)
                // An emitter reports what it cannot express; when it reports no error it must have written something.
                if !diagnostics.hasErrors, files.isEmpty {
                    fatalError("\(format.rawValue) wrote no file and reported no error")
                }
                GeneratedOutputCheck.requireReadable(files, format: format)
            }
        }
    }

    /// Every boolean option of `emitter` set to true and every choice set to its last value; strings stay default.
    private static func alternateOptions(_ emitter: any Emitter) -> EmitOptions {
        var values: [String: EmitOptions.Value] = [:]
        for (name, kind) in emitter.options {
            switch kind {
            case .bool: values[name] = .bool(true)
            case .choice(let choices): values[name] = choices.last.map { .string($0) }
            case .string: break
            }
        }
        return EmitOptions(values: values)
    }
}
