import PaletteFrontend
import PaletteModel

/// Reading and lowering the palettes of one build, shared by every command.
enum Compilation {
    /// Loads and lowers `inputs` as one build, with the color-sense settings `lint` of its `palettec.json`; `nil`
    /// if anything failed (diagnostics are in the session).
    ///
    /// With `keepingContrastFailures` (the preview), a palette whose only errors are contrast pairs below their
    /// minimum is returned too; the errors are in the session all the same.
    static func compile(
        _ inputs: [PaletteLoader.Input],
        files: any FileProvider,
        lint: [LintSetting] = [],
        keepingContrastFailures: Bool = false,
        session: inout Session
    ) -> Palette? {
        let limits = session.commandLine.limits
        var loaded = PaletteLoader.load(inputs, files: files, limits: limits, diagnostics: &session.diagnostics)
        session.sources.merge(loaded.sources) { current, _ in current }
        // Lowering a build with a file missing would report its keys as unknown aliases: say only what is true.
        guard loaded.failedInputs == 0 else { return nil }
        let entries = loaded.documents.reduce(0) { $0 + $1.entries.count }
        if entries > limits.maxEntries {
            let first = loaded.documents.first { $0.colorsLocation != nil }
            session.diagnostics.report(
                Diagnostic(
                    .limitExceeded,
                    "the build has \(entries) colors; the limit is \(limits.maxEntries) (raise it with --max-entries)",
                    at: first?.colorsLocation
                )
            )
            return nil
        }
        // Handed over, so lowering frees them once it no longer needs them.
        let documents = loaded.documents
        loaded.documents = []
        return PaletteLowering.lower(
            consume documents,
            lint: lint,
            keepingContrastFailures: keepingContrastFailures,
            diagnostics: &session.diagnostics
        )
    }
}
