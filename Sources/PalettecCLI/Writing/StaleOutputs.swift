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

/// Files that an earlier build wrote into a folder output and that the palette no longer produces: the colorset
/// of a removed color, the tokens file of a removed appearance.
///
/// Only files palettec recognizes as its own are ever named: inside a folder output, of a name the format says it
/// writes (`Emitter.ownsFile(atRelativePath:)`: `Contents.json` in an asset catalog, `*.tokens.json` and
/// `*.resolver.json` beside DTCG tokens), regular files (never links) proven palettec's (`GeneratedProof`: a
/// header whose digest matches, or a digest-less header of an earlier palettec standing in place), or copied
/// images that the generated file listing them still names (`CopyListings`). A colorset, imageset or group folder
/// that holds anything else is left alone (its stale copies still go).
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
            let root = PathText.join(base, output.path)
            guard FileOutput.isFolder(root) else { continue }
            let emitter = output.format.emitter
            guard emitter.writesFolder else { continue }
            var listings = CopyListings()
            let found = staleFiles(root, planned: plannedPaths) { relativePath, path in
                guard emitter.ownsFile(atRelativePath: relativePath), FileOutput.inspect(path) == .file else {
                    return nil
                }
                if GeneratedProof.verdict(ofFileAt: path, relativePath: relativePath, emitter: emitter).isRemovable {
                    return .generated
                }
                return listings.lists(relativePath, in: root, by: emitter) ? .copy : nil
            }
            stale += found.map { StaleFile(path: $0, output: output.location, root: root) }
        }
        return stale
    }

    /// The stale files of one folder output.
    ///
    /// Those are files the format owns that are proven palettec's, or copies a generated file lists (`owner`,
    /// given the path relative to `root` and the path), and that no planned file replaces. Directly in `root` each such file is stale on its own; below it, a folder's files are stale only when everything in the folder is (apart from
    /// ignorable files), so a folder that also holds something else, such as an image added in Xcode, is kept.
    private static func staleFiles(
        _ root: String,
        planned: Set<String>,
        owner: (_ relativePath: String, _ path: String) -> Owned?
    ) -> [String] {
        var stale: [String] = []
        // Depth first, children before their folder, so a folder is judged after everything inside it. Returns
        // the folder's stale files when the whole folder can go, else nil.
        func visit(_ folder: String, relative: String, depth: Int) -> [String]? {
            guard depth <= maxDepth, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                return nil
            }
            var candidates: [String] = []
            var removable = true
            for name in names.sorted() where !ignorableNames.contains(name) {
                let path = PathText.join(folder, name)
                let relativePath = relative.isEmpty ? name : relative + "/" + name
                if FileOutput.isFolder(path) {
                    if let inside = visit(path, relative: relativePath, depth: depth + 1) {
                        // A sub-folder of the root that can go entirely: its files are stale.
                        if folder == root { stale += inside } else { candidates += inside }
                    } else {
                        removable = false
                    }
                } else if !planned.contains(path), let owned = owner(relativePath, path) {
                    // A copy its listing names is palettec's on its own: it goes even when its folder stays.
                    if folder == root || owned == .copy { stale.append(path) } else { candidates.append(path) }
                } else {
                    removable = false
                }
            }
            if folder == root {
                return nil
            }
            return removable ? candidates : nil
        }
        _ = visit(root, relative: "", depth: 0)
        return stale
    }

    /// Why a file in a folder output is palettec's.
    enum Owned {
        /// It is proven palettec's (`GeneratedProof`).
        case generated
        /// It is a copy that a generated listing file names (`CopyListings`).
        case copy
    }

    /// Removes the stale files, then every folder they leave empty (apart from ignorable files) below its root.
    ///
    /// Returns whether every file could be removed; failures are reported, and what can be removed is.
    static func remove(_ stale: [StaleFile], session: inout Session) -> Bool {
        var ok = true
        for file in stale {
            guard unlink(file.path) == 0 || errno == ENOENT else {
                let reason = String(cString: strerror(errno))
                session.diagnostics.report(.cannotRemove(file.path, reason: reason, at: file.output))
                ok = false
                continue
            }
            session.progress.append("removed \(file.path)")
            var folder = PathText.parent(file.path)
            while folder != file.root, folder.hasPrefix(file.root + "/"), removeIfEmpty(folder) {
                folder = PathText.parent(folder)
            }
        }
        return ok
    }

    /// Removes a folder that holds nothing but ignorable files; returns whether it is gone.
    private static func removeIfEmpty(_ folder: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder),
            names.allSatisfy(ignorableNames.contains)
        else { return false }
        for name in names { unlink(PathText.join(folder, name)) }
        return rmdir(folder) == 0
    }
}

extension Diagnostic {
    fileprivate static func cannotRemove(_ path: String, reason: String, at location: Location?) -> Diagnostic {
        Diagnostic(.writeFailed, "cannot remove '\(path)': \(reason)", at: location)
    }
}
