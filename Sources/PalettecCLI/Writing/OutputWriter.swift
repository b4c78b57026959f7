import Dispatch
import PaletteCompiler
import PaletteEmitters
import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes planned outputs all or nothing: checks every path first, then writes temporaries, then renames them.
enum OutputWriter {
    /// Checks, then writes (or with `check`, only compares) the planned files, and removes (or with `check`,
    /// reports) the stale files an earlier build left in folder outputs once every planned file is in place.
    ///
    /// Every path is checked before any file is printed. Files are printed straight into their temporaries (or,
    /// with `check`, only compared with what is there), several at once, each compared on the way with the file
    /// it would replace, so an output is never held in memory whole and an unchanged one is never replaced. A
    /// thread whose file is done prints parts of the others ahead (`PrintAhead`), so the longest file does not
    /// end the build on one core.
    ///
    /// `owned` are the paths the caller proved its own otherwise (the files an earlier `init` wrote, unchanged).
    ///
    /// Returns the exit status.
    static func write(
        _ planned: [OutputPlanner.PlannedFile],
        stale: [StaleOutputs.StaleFile],
        check: Bool,
        owned: Set<String> = [],
        session: inout Session
    ) -> ExitStatus {
        var digests: [String: String] = [:]
        return write(planned, stale: stale, check: check, owned: owned, session: &session, digests: &digests)
    }

    /// `write(_:stale:check:session:)`, also giving the digest of each planned file's bytes by path (for a build
    /// record) once every file is in place or, with `check`, found up to date.
    static func write(
        _ planned: [OutputPlanner.PlannedFile],
        stale: [StaleOutputs.StaleFile],
        check: Bool,
        owned: Set<String> = [],
        session: inout Session,
        digests: inout [String: String]
    ) -> ExitStatus {
        // Only the errors found here stop the writing (a preview is written despite contrast errors).
        let errorsBefore = session.diagnostics.errorCount
        var found: [Candidate] = []
        var matched: [String: String] = [:]
        var unchanged = 0
        var listings = CopyListings()
        for file in planned {
            switch FileOutput.inspect(file.path) {
            case .missing:
                found.append(Candidate(planned: file, exists: false))
            case .file where file.file.copied != nil:
                if let root = file.root, let format = file.format,
                    listings.lists(file.file.relativePath, in: root, by: format.emitter)
                {
                    found.append(Candidate(planned: file, exists: true))
                } else if let digest = FileOutput.matchingDigest(file.file, at: file.path) {
                    matched[file.path] = digest
                    unchanged += 1
                } else {
                    session.diagnostics.report(.foreignCopy(file.path, at: file.output))
                }
            case .file:
                let verdict = GeneratedProof.verdict(of: file)
                if verdict == .palettecs || owned.contains(file.path)
                    || (verdict == .legacy && GeneratedProof.legacyHeaderMatches(fileAt: file.path, file.file))
                {
                    found.append(Candidate(planned: file, exists: true))
                } else if let digest = FileOutput.matchingDigest(file.file, at: file.path) {
                    matched[file.path] = digest
                    unchanged += 1
                } else if GeneratedTable.isCanonical(
                    DiskFileProvider().contents(of: file.path) ?? [],
                    format: file.format
                ) {
                    found.append(Candidate(planned: file, exists: true))
                } else if session.commandLine.adopt.contains(where: { adopts($0, file) }) {
                    // Taken over once, as asked: what changes is shown, and the file is then palettec's.
                    session.progress += AdoptionPreview.lines(
                        path: file.path,
                        old: DiskFileProvider().contents(of: file.path) ?? [],
                        new: file.file.contents,
                        written: !check
                    )
                    found.append(Candidate(planned: file, exists: true))
                } else if verdict == .edited {
                    session.diagnostics.report(
                        .editedFile(
                            file.path,
                            adopt: file.root ?? file.path,
                            command: session.commandLine.command.rawValue,
                            at: file.output
                        )
                    )
                    if check { session.progress += diff(of: file) }
                } else {
                    session.diagnostics.report(
                        .foreignFile(
                            file.path,
                            adopt: file.root ?? file.path,
                            command: session.commandLine.command.rawValue,
                            at: file.output
                        )
                    )
                }
            case .symbolicLink:
                session.diagnostics.report(.outputIsLink(file.path, at: file.output))
            case .folder:
                session.diagnostics.report(.outputIsFolder(file.path, at: file.output))
            case .unreadable:
                session.diagnostics.report(.outputUnreadable(file.path, at: file.output))
            }
        }
        let refused = session.diagnostics.errorCount > errorsBefore
        let candidates = found
        // A check names every output that is not as the build would write it, whatever else it found.
        if check {
            let status = compare(
                candidates,
                stale: stale,
                total: planned.count,
                refused: refused,
                session: &session,
                digests: &matched
            )
            if status == .ok, !refused { digests = matched }
            return refused ? .findings : status
        }
        if refused { return .findings }
        // The folders are made first, one by one, so that a build that fails removes the ones it made.
        var folders = CreatedFolders()
        if let failure = folders.create(candidates.map { PathText.parent($0.planned.path) }) {
            folders.removeAll()
            let output = candidates.first?.planned.output
            session.diagnostics.report(.writeFailed(failure, at: output))
            return .findings
        }
        let anonymous = candidates.count <= FileOutput.maximumOpenAnonymousFiles
        let prepared = ParallelResults<Result<FileOutput.Prepared, FileOutput.WriteError>>(count: candidates.count)
        // A thread whose file is printed helps print the others' rest, so one long file does not end the build alone.
        let ahead = PrintAhead(files: candidates.count)
        DispatchQueue.concurrentPerform(iterations: candidates.count) { index in
            let candidate = candidates[index]
            ahead.startFile()
            prepared.set(index) {
                Result { () throws(FileOutput.WriteError) in
                    try FileOutput.prepare(
                        candidate.planned.file,
                        for: candidate.planned.path,
                        compare: candidate.exists,
                        anonymous: anonymous,
                        ahead: ahead
                    )
                }
            }
            ahead.finishFile()
            ahead.help()
        }
        let results = prepared.values
        if let failed = results.firstIndex(where: { if case .failure = $0 { true } else { false } }) {
            for case .success(let prepared) in results { prepared.pending.map(FileOutput.discard) }
            folders.removeAll()
            if case .failure(let error) = results[failed] {
                session.diagnostics.report(.writeFailed(error.message, at: candidates[failed].planned.output))
            }
            return .findings
        }
        for (candidate, result) in zip(candidates, results) {
            if case .success(let prepared) = result { matched[candidate.planned.path] = prepared.digest }
        }
        let pendings = results.compactMap { result in
            if case .success(let prepared) = result { prepared.pending } else { nil }
        }
        unchanged += results.count - pendings.count
        var written: [String] = []
        for (index, pending) in pendings.enumerated() {
            do throws(FileOutput.WriteError) {
                try FileOutput.commit(pending)
                written.append(pending.path)
            } catch {
                for rest in pendings[(index + 1)...] { FileOutput.discard(rest) }
                folders.removeAll()
                let output = candidates.first { $0.planned.path == pending.path }?.planned.output
                session.diagnostics.report(Diagnostic(.writeFailed, error.message, at: output))
                return .findings
            }
        }
        session.progress += summary(of: written, planned: planned, verbose: session.commandLine.verbose)
        if !StaleOutputs.remove(stale, session: &session) { return .findings }
        if unchanged > 0 {
            session.progress.append(unchangedLine(unchanged))
        }
        digests = matched
        return .ok
    }

    /// The largest file on disk a check shows a diff of.
    static let maximumDiffedFileSize = 4 << 20

    /// The unified diff from the file at a planned file's path to what the build would write there, for `--check`
    /// (a file too large to diff says so).
    static func diff(of file: OutputPlanner.PlannedFile) -> [String] {
        guard let old = FileOutput.head(of: file.path, headLength: maximumDiffedFileSize + 1),
            old.count <= maximumDiffedFileSize
        else {
            return ["palettec: '\(file.path)' is too large to show how it differs"]
        }
        return UnifiedDiff.lines(
            old: old,
            new: file.file.contents,
            oldName: file.path,
            newName: file.path + " (as palettec build writes it)"
        )
    }

    /// Whether `--adopt PATH` names a planned file: its own path, or the output it belongs to.
    static func adopts(_ path: String, _ file: OutputPlanner.PlannedFile) -> Bool {
        let normalized = PathText.normalized(path)
        return normalized == PathText.normalized(file.path) || file.root.map(PathText.normalized) == normalized
    }

    /// The lines saying what was written: one per file of a single-file output, one per output of many files
    /// (`wrote 240 files in out/Palette.xcassets`), or one per file with `verbose`.
    static func summary(of written: [String], planned: [OutputPlanner.PlannedFile], verbose: Bool) -> [String] {
        guard !verbose else { return written.map { "wrote \($0)" } }
        let roots = Dictionary(planned.map { ($0.path, $0.root ?? $0.path) }) { first, _ in first }
        var order: [String] = []
        var counts: [String: Int] = [:]
        for path in written {
            let root = roots[path] ?? path
            if counts[root] == nil { order.append(root) }
            counts[root, default: 0] += 1
        }
        return order.map { root in
            let count = counts[root] ?? 0
            let isWholeOutput = count == 1 && written.contains(root)
            return isWholeOutput ? "wrote \(root)" : "wrote \(count) file\(count == 1 ? "" : "s") in \(root)"
        }
    }

    /// A planned file that palettec may write: its path is free or holds a file palettec generated.
    struct Candidate: Sendable {
        /// The file.
        var planned: OutputPlanner.PlannedFile
        /// Whether a file is at its path now.
        var exists: Bool
    }

    /// The progress line for files that were already up to date.
    static func unchangedLine(_ count: Int) -> String {
        "palettec: \(count) output file\(count == 1 ? "" : "s") unchanged"
    }

    /// The progress line of a `--check` that found every file up to date.
    static func upToDateLine(_ count: Int) -> String {
        "palettec: \(count) output file\(count == 1 ? "" : "s") up to date"
    }

    /// `--check`: reports each candidate that is missing or differs (with its diff), and each stale file.
    ///
    /// Writes nothing; adds the digest of each file found up to date to `digests`. `refused` says an output was
    /// reported already (a hand-edited one), so the outputs are not all up to date.
    private static func compare(
        _ candidates: [Candidate],
        stale: [StaleOutputs.StaleFile],
        total: Int,
        refused: Bool,
        session: inout Session,
        digests: inout [String: String]
    ) -> ExitStatus {
        let matches = ParallelResults<String?>(count: candidates.count)
        DispatchQueue.concurrentPerform(iterations: candidates.count) { index in
            let candidate = candidates[index]
            matches.set(index) {
                candidate.exists ? FileOutput.matchingDigest(candidate.planned.file, at: candidate.planned.path) : nil
            }
        }
        var changed = 0
        for (candidate, digest) in zip(candidates, matches.values) {
            if let digest {
                digests[candidate.planned.path] = digest
                continue
            }
            changed += 1
            session.diagnostics.report(
                .outOfDate(candidate.planned.path, exists: candidate.exists, at: candidate.planned.output)
            )
            if candidate.exists { session.progress += diff(of: candidate.planned) }
        }
        for file in stale {
            session.diagnostics.report(.leftFromEarlierBuild(file.path, at: file.output))
        }
        if changed == 0 && stale.isEmpty && !refused {
            session.progress.append(upToDateLine(total))
            return .ok
        }
        return .findings
    }
}

extension Diagnostic {
    /// A file where an output goes that palettec did not write.
    fileprivate static func foreignFile(
        _ path: String,
        adopt: String,
        command: String,
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(
            .foreignFile,
            "'\(path)' exists and was not generated by palettec (no '\(PaletteEmittersMarker.text)' header); palettec "
                + "never overwrites it. Move it away, choose another output path, or take it over once with "
                + "'palettec \(command) --adopt \(adopt)'",
            at: location
        )
    }

    fileprivate static func outputIsLink(_ path: String, at location: Location?) -> Diagnostic {
        Diagnostic(.foreignFile, "'\(path)' is a symbolic link; palettec does not write through links", at: location)
    }

    fileprivate static func outputIsFolder(_ path: String, at location: Location?) -> Diagnostic {
        Diagnostic(.foreignFile, "'\(path)' is a folder, not a file", at: location)
    }

    fileprivate static func outputUnreadable(_ path: String, at location: Location?) -> Diagnostic {
        Diagnostic(.writeFailed, "'\(path)' exists but cannot be read", at: location)
    }

    /// Writing failed, so every file of the build was left as it was.
    fileprivate static func writeFailed(_ failure: String, at location: Location?) -> Diagnostic {
        Diagnostic(.writeFailed, failure + "; no output was changed", at: location)
    }

    /// `--check`: an output differs from what the build would write, or is not there.
    fileprivate static func outOfDate(_ path: String, exists: Bool, at location: Location?) -> Diagnostic {
        Diagnostic(
            .staleOutput,
            "'\(path)' \(exists ? "is out of date" : "is missing"); run 'palettec build'",
            at: location
        )
    }

    /// `--check`: a file an earlier build wrote that the palette no longer produces.
    fileprivate static func leftFromEarlierBuild(_ path: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .staleOutput,
            "'\(path)' is left from an earlier build and no longer in the palette; run 'palettec build' to remove it",
            at: location
        )
    }

    /// A file palettec wrote is where it would write again, but its header's digest no longer matches it.
    fileprivate static func editedFile(
        _ path: String,
        adopt: String,
        command: String,
        at location: Location?
    ) -> Diagnostic {
        Diagnostic(
            .foreignFile,
            "'\(path)' was edited by hand since palettec wrote it (its header's digest no longer matches its "
                + "contents); palettec never overwrites it. To keep the edit, move it into the palette; to drop it, "
                + "run 'palettec \(command) --adopt \(adopt)'",
            at: location
        )
    }

    /// A file is where palettec would copy an image, and no file palettec generated lists it as a copy.
    fileprivate static func foreignCopy(_ path: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .foreignFile,
            "'\(path)' exists and was not copied there by palettec (no generated file of this output lists it); "
                + "palettec never overwrites it. Move it away or choose another output path",
            at: location
        )
    }
}

/// The ownership marker text, named for messages.
enum PaletteEmittersMarker {
    /// The marker every generated file carries.
    static let text = "Generated by palettec"
}
