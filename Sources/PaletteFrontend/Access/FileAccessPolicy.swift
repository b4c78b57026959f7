import PaletteModel

/// Which files palettec may read: the one rule every read of a build is checked against (`PolicedFiles`).
///
/// A path may be read when it lies inside one of `roots`: the project folder (the folder of `palettec.json`, or
/// without one the working folder) and every path named on the command line (a file, or a folder and what lies
/// below it). Both the path as written and the path its symbolic links lead to must lie inside: a link inside the
/// project that leads out is refused like a path that leads out. A path that names nothing is judged as written.
///
/// Pure: symbolic links are resolved by the `FileProvider`, so the decisions can be tested in memory.
public struct FileAccessPolicy: Sendable, Equatable {
    /// The folders and files reads may reach, as given (relative to the working folder, or absolute).
    public var roots: [String]
    /// The project folder, for messages.
    public var project: String

    /// A policy allowing `project` and the paths in `named`.
    public init(project: String, named: [String] = []) {
        self.project = PathText.normalized(project)
        self.roots = [self.project] + named.map(PathText.normalized)
    }

    /// The policy for loading `inputs`: each input's project folder (the working folder for an input without one),
    /// and each input named on the command line (one without a project folder).
    public init(inputs: [PaletteLoader.Input]) {
        let projects = inputs.compactMap(\.project).map(PathText.normalized)
        self.project = projects.first ?? "."
        var roots = [project]
        for input in inputs {
            let root = PathText.normalized(input.project ?? input.path)
            if !roots.contains(root) { roots.append(root) }
            if input.project == nil, !roots.contains(".") { roots.append(".") }
        }
        self.roots = roots
    }

    /// The roots with their symbolic links resolved by `resolve`, for `refusal(of:resolved:realRoots:)`; a root
    /// that names nothing is left out.
    public func realRoots(_ resolve: (String) -> String?) -> [String] {
        roots.compactMap(resolve)
    }

    /// `nil` when `path` may be read, else the refusal (`FileRead.outsideProject`); `resolved` is the path with
    /// its links resolved (`nil`: it names nothing) and `realRoots` the roots resolved the same way.
    public func refusal(of path: String, resolved: String?, realRoots: [String]) -> FileRead? {
        let asWritten = roots.contains { Self.path(path, isInside: $0) }
        guard let resolved else { return asWritten ? nil : .outsideProject(throughLink: false) }
        // Where the path really leads decides: an absolute path into the project is inside, a link out is not.
        if realRoots.contains(where: { Self.path(resolved, isInside: $0) }) { return nil }
        return .outsideProject(throughLink: asWritten)
    }

    /// Whether the normalized `path` is `folder` or below it (both relative, or both absolute).
    static func path(_ path: String, isInside folder: String) -> Bool {
        let path = PathText.normalized(path)
        let folder = PathText.normalized(folder)
        if folder == "." { return PathText.staysInside(path) }
        if folder == "/" { return path.utf8.first == 0x2F }
        return path == folder || path.hasPrefix(folder + "/")
    }
}
