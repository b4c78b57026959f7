public import PaletteModel

/// How an output that stays where it is written (a JSON bundle, a preview page) names an image file: by a path
/// relative to the output's own folder, so the output and the images can move together and nothing in it depends
/// on the machine.
///
/// Both paths are relative to the working folder or absolute; when only one is absolute, or the output is above
/// the working folder, both are taken against `workingFolder` (without it, the image's path is given as it is).
/// The output's folder is worked out once, for all of its images.
public struct ImageReference: Sendable {
    /// The output's folder, normalized.
    private let folder: String
    /// Its components.
    private let folderParts: [Substring]
    /// The working folder, when known and absolute.
    private let workingFolder: String?

    /// The references of the output at `outputPath`.
    public init(outputPath: String, workingFolder: String?) {
        folder = PathText.parent(PathText.normalized(outputPath.isEmpty ? "output" : outputPath))
        folderParts = Self.components(folder)
        self.workingFolder = workingFolder.flatMap { $0.hasPrefix("/") ? $0 : nil }
    }

    /// The references of the output the options describe.
    public init(_ options: EmitOptions) {
        self.init(outputPath: options.outputPath ?? "", workingFolder: options.workingFolder)
    }

    /// `file`'s path as seen from the output's folder, `/`-separated (`../Art/logo.png`); the file's own path when
    /// no relative path leads there (see `relativePath(of:)`).
    public func path(of file: ImageFile) -> String {
        relativePath(of: file) ?? PathText.normalized(file.path)
    }

    /// `file`'s path as seen from the output's folder, or `nil` when none can be worked out: one path absolute and
    /// the other not, or the output's folder above the working folder, without the working folder to relate them.
    public func relativePath(of file: ImageFile) -> String? {
        let target = PathText.normalized(file.path)
        if target.hasPrefix("/") == folder.hasPrefix("/"), !folderParts.contains("..") {
            return Self.relative(Self.components(target), from: folderParts)
        }
        // A folder above the working folder cannot be walked back down by names; absolute paths can.
        guard let workingFolder else { return nil }
        let from = Self.components(PathText.join(workingFolder, folder))
        return Self.relative(Self.components(PathText.join(workingFolder, target)), from: from)
    }

    /// The steps from `from` to `to`, or `nil` when `from` climbs with `..` where `to` does not.
    private static func relative(_ to: [Substring], from: [Substring]) -> String? {
        var shared = 0
        while shared < from.count, shared < to.count, from[shared] == to[shared], from[shared] != ".." {
            shared += 1
        }
        if from[shared...].contains("..") { return nil }
        let steps = Array(repeating: "..", count: from.count - shared) + to[shared...].map(String.init)
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }

    /// The components of a normalized path, without `.` and the root.
    private static func components(_ path: String) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." }
    }
}
