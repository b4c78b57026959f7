import Foundation
import PaletteEmitters
import PaletteModel

/// Files that an earlier build wrote into a folder output and that the palette no longer produces: the colorset
/// of a removed color, the tokens file of a removed appearance.
///
/// Only files palettec recognizes as its own are ever named: inside a folder output, of a name the format writes
/// (`Contents.json` in an asset catalog, `*.tokens.json` and `*.resolver.json` beside DTCG tokens), regular files
/// (never links) that carry palettec's marker. A colorset or group folder that holds anything else is left alone.
enum StaleOutputs {
    /// One file to remove.
    struct StaleFile: Equatable, Sendable {
        /// Its path.
        var path: String
        /// The output declaration it belongs to, for diagnostics.
        var output: Diagnostic.Location?
        /// The folder output it lies in; folders it leaves empty are removed up to, not including, this one.
        var root: String
    }

    /// Files that macOS and editors leave in folders, which do not keep a folder palettec emptied alive.
    static let ignorableNames: Set<String> = [".DS_Store"]

    /// The deepest folder level looked at inside an asset catalog.
    static let maxDepth = 64

    /// The stale files of every folder output, given the files about to be written.
    static func find(
        outputs: [BuildConfig.Output],
        base: String,
        planned: [OutputPlanner.PlannedFile]
    ) -> [StaleFile] {
        let plannedPaths = Set(planned.map(\.path))
        var stale: [StaleFile] = []
        for output in outputs {
            let root = PathRules.join(base, output.path)
            guard FileOutput.isFolder(root) else { continue }
            let found: [String]
            switch output.format {
            case .xcassets: found = catalogFiles(root, planned: plannedPaths)
            case .dtcg: found = tokensFiles(root, planned: plannedPaths)
            default: found = []
            }
            stale += found.map { StaleFile(path: $0, output: output.location, root: root) }
        }
        return stale
    }

    /// The stale `Contents.json` files of an asset catalog: those of colorsets and groups no planned file is in.
    private static func catalogFiles(_ root: String, planned: Set<String>) -> [String] {
        var stale: [String] = []
        // Depth first, children before their folder, so a group is judged after everything inside it.
        func visit(_ folder: String, depth: Int) -> Bool {
            guard depth <= maxDepth, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                return false
            }
            var removable = true
            for name in names.sorted() where name != "Contents.json" && !ignorableNames.contains(name) {
                let path = PathRules.join(folder, name)
                if FileOutput.isFolder(path), visit(path, depth: depth + 1) { continue }
                removable = false
            }
            guard folder != root else { return false }
            let contents = PathRules.join(folder, "Contents.json")
            guard removable, !planned.contains(contents), case .file(let bytes) = FileOutput.inspect(contents),
                FileOutput.isGenerated(bytes)
            else { return false }
            stale.append(contents)
            return true
        }
        _ = visit(root, depth: 0)
        return stale
    }

    /// The stale tokens and resolver files directly inside a DTCG output folder.
    private static func tokensFiles(_ root: String, planned: Set<String>) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        return names.sorted().compactMap { name in
            guard name.hasSuffix(".tokens.json") || name.hasSuffix(".resolver.json") else { return nil }
            let path = PathRules.join(root, name)
            guard !planned.contains(path), case .file(let bytes) = FileOutput.inspect(path),
                FileOutput.isGenerated(bytes)
            else { return nil }
            return path
        }
    }

    /// Removes the stale files, then every folder they leave empty (apart from ignorable files) below its root.
    ///
    /// Returns whether every file could be removed; failures are reported, and what can be removed is.
    static func remove(_ stale: [StaleFile], session: inout Session) -> Bool {
        var ok = true
        for file in stale {
            guard unlink(file.path) == 0 || errno == ENOENT else {
                let reason = String(cString: strerror(errno))
                session.diagnostics.report(
                    Diagnostic(.writeFailed, "cannot remove '\(file.path)': \(reason)", at: file.output)
                )
                ok = false
                continue
            }
            session.progress.append("removed \(file.path)")
            var folder = PathRules.folder(of: file.path)
            while folder != file.root, folder.hasPrefix(file.root + "/"), removeIfEmpty(folder) {
                folder = PathRules.folder(of: folder)
            }
        }
        return ok
    }

    /// Removes a folder that holds nothing but ignorable files; returns whether it is gone.
    private static func removeIfEmpty(_ folder: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder),
            names.allSatisfy(ignorableNames.contains)
        else { return false }
        for name in names { unlink(PathRules.join(folder, name)) }
        return rmdir(folder) == 0
    }
}
