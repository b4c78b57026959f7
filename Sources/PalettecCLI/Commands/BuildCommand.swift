import PaletteCompiler
import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `palettec build`: validate the config's palettes and write (or `--check`) every output.
enum BuildCommand {
    /// Runs the build command; the result names every file the build read (`CommandResult.inputs`).
    static func run(_ session: inout Session) -> CommandResult {
        let files = RecordingFileProvider()
        var result = run(&session, files: files)
        if result.inputs.isEmpty { result.inputs = files.facts }
        return result
    }

    /// Runs the build command, reading through `files`; a build answered by its record gives the record's inputs.
    private static func run(_ session: inout Session, files: RecordingFileProvider) -> CommandResult {
        guard session.commandLine.operands.isEmpty else {
            return CommandResult(
                exitCode: .usage,
                standardError: "palettec: error: build takes no paths; list palettes in palettec.json, or run "
                    + "'palettec lint PATH ...' or 'palettec convert PATH ... --to FORMAT -o PATH' for files outside "
                    + "it\n"
            )
        }
        // A clean build recorded with this command line whose inputs and outputs are all as it left them.
        let key = BuildRecord.key(
            arguments: session.commandLine.arguments.filter { $0 != "--check" },
            configPath: session.configPath,
            colors: session.useColors
        )
        // `--output-dir` moves the folder outputs are written under, and so the folder they must stay inside.
        let base = session.commandLine.outputDir.map(PathText.normalized) ?? session.configBase
        if let key, let record = BuildRecordStore.load(key: key, environment: session.environment),
            record.isCurrent(project: session.configBase, outputBase: base)
        {
            let count = record.outputs.count
            session.progress.append(
                session.commandLine.check ? OutputWriter.upToDateLine(count) : OutputWriter.unchangedLine(count)
            )
            if session.commandLine.verbose {
                session.progress.append("palettec: the inputs and outputs are those of the last build; nothing to do")
            }
            var result = session.finish(exitCode: .ok, replayed: (record.diagnosticOutput, record.diagnosticError))
            result.inputs = record.inputs
            return result
        }
        guard var config = session.loadConfig(files: files) else {
            return session.finish(exitCode: .usage)
        }
        let only = session.commandLine.only
        if !only.isEmpty {
            config.outputs.removeAll { !only.contains($0.format.rawValue) }
        }
        // A build with folder outputs is never recorded; unless it is watched, its inputs need no SHA-256.
        if config.outputs.contains(where: { $0.format.emitter.writesFolder }),
            session.environment[Watch.watchingVariable] == nil
        {
            files.digestContents(false)
        }
        if config.outputs.isEmpty {
            let which = only.isEmpty ? "no outputs" : "no outputs of format " + ParsedCommandLine.list(only)
            session.diagnostics.report(.listsNoOutputs(session.configPath, which: which))
            return session.finish(exitCode: .usage)
        }
        if !checkContainment(config, base: base, session: &session) {
            return session.finish(exitCode: .usage)
        }
        let built = PaletteBuild.run(
            session.inputs(of: config),
            outputs: config.outputs,
            lint: config.lint,
            sourceNames: config.palettes.map(\.path),
            configPath: session.configPath,
            outputBase: base,
            files: files,
            limits: session.commandLine.limits,
            resolution: .disk,
            warningsAsErrors: session.commandLine.warningsAsErrors,
            diagnostics: &session.diagnostics,
            sources: &session.sources
        )
        switch built.stop {
        case .palettes:
            if session.commandLine.outputsOnly { return paletteErrorsInOneLine(session) }
            return session.finish(exitCode: .findings)
        case .outputPaths: return session.finish(exitCode: .usage)
        case .outputs: return session.finish(exitCode: .findings)
        case nil: break
        }
        let planned = built.planned
        let stale = StaleOutputs.find(outputs: config.outputs, base: base, planned: planned)
        var digests: [String: String] = [:]
        let status = MemoryBudget.whileWriting {
            OutputWriter.write(
                planned,
                stale: stale,
                check: session.commandLine.check,
                session: &session,
                digests: &digests
            )
        }
        // Recorded only when the build succeeded, no folder must be walked and no output is a copy; a rerun prints
        // its warnings again. A record that names a path outside the project would not be believed, so none is
        // written. Outputs are recorded by their identity on disk, taken now that every one is in place.
        if let key, status == .ok, !session.failed, stale.isEmpty,
            !config.outputs.contains(where: { $0.format.emitter.writesFolder }),
            planned.allSatisfy({ digests[$0.path] != nil && $0.file.copied == nil })
        {
            let rendered = session.renderedDiagnostics()
            let record = BuildRecord(
                layout: BuildRecord.layout,
                key: key,
                inputs: files.facts,
                outputs: planned.map {
                    .init(
                        path: $0.path,
                        identity: Watch.signature($0.path).text,
                        folder: realPath(PathText.parent($0.path))
                    )
                },
                diagnosticOutput: rendered.output,
                diagnosticError: rendered.error
            )
            if record.isConfined(project: session.configBase, outputBase: base) {
                BuildRecordStore.save(record, environment: session.environment)
            }
        }
        BackgroundRelease.release(planned)
        return session.finish(exitCode: status)
    }

    /// The result of a build whose palettes have errors under `--outputs-only`: one line saying so, since
    /// `palettec lint` prints the errors themselves.
    static func paletteErrorsInOneLine(_ session: Session) -> CommandResult {
        let count =
            session.diagnostics.errorCount
            + (session.commandLine.warningsAsErrors ? session.diagnostics.warningCount : 0)
        let errors = count == 1 ? "1 error" : "\(count) errors"
        return CommandResult(
            exitCode: .findings,
            standardError: "palettec: the palettes have \(errors), so the outputs were not checked; palettec lint "
                + "shows them\n"
        )
    }

    /// Reports outputs that would leave `base`, the project folder, unless the config allows it.
    static func checkContainment(_ config: BuildConfig, base: String, session: inout Session) -> Bool {
        guard !config.allowOutputsOutsideProject else { return true }
        let realBase = realPath(base)
        var ok = true
        for output in config.outputs {
            var escapes = !PathText.staysInside(output.path)
            if !escapes, let realBase {
                // A symbolic link among the existing parent folders may point out of the project.
                var probe = PathText.parent(PathText.join(base, output.path))
                while realPath(probe) == nil, probe != "." && probe != "/" {
                    probe = PathText.parent(probe)
                }
                if let resolved = realPath(probe), resolved != realBase, !resolved.hasPrefix(realBase + "/") {
                    escapes = true
                }
            }
            if escapes {
                ok = false
                session.diagnostics.report(.outputOutsideProject(output.path, at: output.location))
            }
        }
        return ok
    }

    /// The canonical absolute path of an existing file or folder.
    static func realPath(_ path: String) -> String? {
        DiskFileProvider().resolvedPath(path)
    }
}

extension Diagnostic {
    fileprivate static func outputOutsideProject(_ path: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .outputOutsideProject,
            "output '\(path)' is outside the project folder; set \"allowOutputsOutsideProject\": true in the config "
                + "if that is intended",
            at: location
        )
    }

    fileprivate static func listsNoOutputs(_ configPath: String, which: String) -> Diagnostic {
        Diagnostic(.invalidConfig, "'\(configPath)' lists \(which)", at: nil)
    }
}
