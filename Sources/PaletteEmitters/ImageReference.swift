public import PaletteModel

/// How an output that stays where it is written (a JSON bundle, a preview page) names an image file: by a path
/// relative to the output's own folder, so the output and the images can move together and nothing in it depends
/// on the machine.
public enum ImageReference {
    /// `file`'s path as seen from the folder of the output at `outputPath`, `/`-separated (`../Art/logo.png`).
    ///
    /// Both paths are relative to the working folder or absolute; when only one is absolute, or the output is
    /// above the working folder, both are taken against `workingFolder` (without it, the image's path is given as
    /// it is).
    public static func path(of file: ImageFile, fromOutputAt outputPath: String, workingFolder: String?) -> String {
        var target = PathText.normalized(file.path)
        var folder = PathText.parent(PathText.normalized(outputPath.isEmpty ? "output" : outputPath))
        // A folder above the working folder cannot be walked back down by names; absolute paths can.
        if target.hasPrefix("/") != folder.hasPrefix("/") || components(folder).contains("..") {
            guard let workingFolder, workingFolder.hasPrefix("/") else { return target }
            target = PathText.join(workingFolder, target)
            folder = PathText.join(workingFolder, folder)
        }
        let from = components(folder)
        let to = components(target)
        var shared = 0
        while shared < from.count, shared < to.count, from[shared] == to[shared], from[shared] != ".." {
            shared += 1
        }
        if from[shared...].contains("..") { return target }
        let steps = Array(repeating: "..", count: from.count - shared) + to[shared...]
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }

    /// The components of a normalized path, without `.` and the root.
    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }
}
