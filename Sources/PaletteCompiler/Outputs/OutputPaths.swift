import PaletteEmitters
import PaletteModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The outputs' paths compared by the files they name, before anything is written.
///
/// Paths are made canonical first: absolute, `.`, `..` and repeated `/` removed, and the symbolic links of the
/// folders that exist resolved (`canonical(_:)`). Then no output may be the config or a file the build read (a
/// palette, an image, a file a resolver names), nor a folder output hold one; no two outputs may be one file, a
/// file output may not lie inside (or be) a folder output, and no two outputs may differ only in case, which on a
/// case-insensitive disk (macOS, Windows, where the repository is checked out too) is one file. Each problem is
/// an error at every output it concerns.
package enum OutputPaths {
    /// Reports every output path that names an input or another output; returns whether there was none.
    package static func check(
        _ outputs: [BuildConfig.Output],
        base: String,
        configPath: String?,
        inputs: [String],
        resolution: PathResolution,
        diagnostics: inout DiagnosticBag
    ) -> Bool {
        let before = diagnostics.errorCount
        let canonical = { (path: String) in Self.canonical(path, resolution) }
        let paths = outputs.map { canonical(PathText.join(base, $0.path)) }
        var read: [(canonical: String, shown: String)] = []
        if let configPath { read.append((canonical(configPath), configPath)) }
        read += inputs.map { (canonical($0), $0) }
        for (output, path) in zip(outputs, paths) {
            let isFolder = output.format.emitter.writesFolder
            if let input = read.first(where: { $0.canonical == path || (isFolder && isInside($0.canonical, path)) }) {
                diagnostics.report(.outputIsInput(output.path, input: input.shown, at: output.location))
            }
        }
        for first in outputs.indices {
            for second in outputs.indices where second > first {
                let (a, b) = (outputs[first], outputs[second])
                let (pathA, pathB) = (paths[first], paths[second])
                let folderA = a.format.emitter.writesFolder
                let folderB = b.format.emitter.writesFolder
                var problem: OutputClash?
                if pathA == pathB {
                    problem = .same
                } else if (folderA && isInside(pathB, pathA)) || (folderB && isInside(pathA, pathB)) {
                    problem = .inside
                } else if pathA.lowercased() == pathB.lowercased() {
                    problem = .caseOnly
                } else if (folderA && isInside(pathB.lowercased(), pathA.lowercased()))
                    || (folderB && isInside(pathA.lowercased(), pathB.lowercased()))
                {
                    problem = .caseOnly
                }
                guard let problem else { continue }
                diagnostics.report(.outputsClash(a.path, b.path, problem, at: a.location))
                diagnostics.report(.outputsClash(b.path, a.path, problem, at: b.location))
            }
        }
        return diagnostics.errorCount == before
    }

    /// How two outputs are one file.
    package enum OutputClash {
        /// The two paths name one file.
        case same
        /// One lies inside the other, a folder output.
        case inside
        /// They differ only in case.
        case caseOnly
    }

    /// Whether `path` lies strictly inside `folder` (both canonical).
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// The canonical absolute form of `path`: normalized, with the longest part of it that exists resolved through
    /// its symbolic links, and the rest (which does not exist yet) appended.
    package static func canonical(_ path: String, _ resolution: PathResolution) -> String {
        let absolute = path.hasPrefix("/") ? path : PathText.join(resolution.workingFolder, path)
        var existing = PathText.normalized(absolute)
        var rest: [String] = []
        while existing != "/" {
            if let resolved = resolution.resolve(existing) {
                return PathText.normalized(([resolved] + rest.reversed()).joined(separator: "/"))
            }
            rest.append(PathText.lastComponent(existing))
            existing = PathText.parent(existing)
        }
        return PathText.normalized("/" + rest.reversed().joined(separator: "/"))
    }
}

extension Diagnostic {
    /// An output names the config or a file the build reads.
    fileprivate static func outputIsInput(_ path: String, input: String, at location: Location?) -> Diagnostic {
        Diagnostic(
            .invalidConfig,
            "output '\(path)' is or holds '\(input)', which the build reads; palettec never writes over its own "
                + "inputs or config. Choose another output path",
            at: location
        )
    }

    /// Two outputs name one file.
    fileprivate static func outputsClash(
        _ path: String,
        _ other: String,
        _ clash: OutputPaths.OutputClash,
        at location: Location?
    ) -> Diagnostic {
        let how =
            switch clash {
            case .same: "is the same file as output '\(other)'"
            case .inside: "and output '\(other)' overlap: one is a file inside the other, a folder output"
            case .caseOnly:
                "and output '\(other)' differ only in case: on a case-insensitive disk (macOS, Windows, where the "
                    + "repository is checked out too) they are one file"
            }
        return Diagnostic(.invalidConfig, "output '\(path)' \(how); give each output its own path", at: location)
    }
}
