import PaletteEmitters
import PaletteFrontend
import PaletteModel

/// A build from its palettes to the files it writes: the one sequence `build`, `convert` and the golden tests run,
/// whose parts (`Compilation.compile`, `emit`) `lint` and `preview` run too.
///
/// Pure over the `FileProvider` and `PathResolution` it is given: it reads, and it returns what to write; the
/// caller decides what stands on the disk, writes, and prints.
package enum PaletteBuild {
    /// What a build came to.
    package struct Result: Sendable {
        /// Where a build that failed stopped, which decides its exit status.
        package enum Stop: Equatable, Sendable {
            /// The palettes have errors: nothing was emitted.
            case palettes
            /// An output path names an input, the config or another output.
            case outputPaths
            /// The names an output gives the colors collide, or an emitter reported an error.
            case outputs
        }

        /// Where the build stopped, or `nil` when every output was planned.
        package var stop: Stop?
        /// The files to write, in configuration order.
        package var planned: [OutputPlanner.PlannedFile] = []
    }

    /// Compiles `inputs` and plans every output.
    ///
    /// The palettes are loaded and lowered (with `lint`), the output paths compared with every file the build read and with each other, the names each format gives checked, then the
    /// emitters run. A step runs only when none before it failed (an error, or any warning under
    /// `warningsAsErrors`, counting what `diagnostics` held already).
    package static func run(
        _ inputs: [PaletteLoader.Input],
        outputs: [BuildConfig.Output],
        lint: [LintSetting] = [],
        sourceNames: [String],
        configPath: String?,
        outputBase: String,
        files: any FileProvider,
        limits: ReaderLimits,
        resolution: PathResolution,
        warningsAsErrors: Bool,
        lenient: Bool = false,
        diagnostics: inout DiagnosticBag,
        sources: inout [String: SourceFile]
    ) -> Result {
        let log = ReadLog(files)
        guard
            let palette = Compilation.compile(
                inputs,
                files: log,
                limits: limits,
                lint: lint,
                lenient: lenient,
                diagnostics: &diagnostics,
                sources: &sources
            ),
            !fails(diagnostics, warningsAsErrors)
        else { return Result(stop: .palettes) }
        // Every file the build read is known only now (a resolver's tokens files, the images).
        guard
            OutputPaths.check(
                outputs,
                base: outputBase,
                configPath: configPath,
                inputs: log.read,
                resolution: resolution,
                diagnostics: &diagnostics
            )
        else { return Result(stop: .outputPaths) }
        guard
            let planned = emit(
                palette,
                outputs: outputs,
                base: outputBase,
                sourceNames: sourceNames,
                warningsAsErrors: warningsAsErrors,
                diagnostics: &diagnostics
            )
        else { return Result(stop: .outputs) }
        return Result(stop: nil, planned: planned)
    }

    /// Checks the names `outputs` give the palette's colors and, when none collide, runs their emitters; `nil` when
    /// either failed (as `run` counts failing).
    package static func emit(
        _ palette: Palette,
        outputs: [BuildConfig.Output],
        base: String,
        sourceNames: [String],
        warningsAsErrors: Bool,
        diagnostics: inout DiagnosticBag
    ) -> [OutputPlanner.PlannedFile]? {
        let names = OutputNames.check(palette, formats: outputs.map(\.format), diagnostics: &diagnostics)
        if fails(diagnostics, warningsAsErrors) { return nil }
        let planned = OutputPlanner.plan(
            palette,
            outputs: outputs,
            base: base,
            sourceNames: sourceNames,
            checkedNames: names,
            diagnostics: &diagnostics
        )
        return fails(diagnostics, warningsAsErrors) ? nil : planned
    }

    /// Whether `diagnostics` fail a build: any error, or any warning under `warningsAsErrors`.
    package static func fails(_ diagnostics: DiagnosticBag, _ warningsAsErrors: Bool) -> Bool {
        diagnostics.hasErrors || (warningsAsErrors && diagnostics.warningCount > 0)
    }
}
