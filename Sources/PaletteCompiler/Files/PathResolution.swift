/// How the paths of outputs that may not exist yet are compared as files: the working folder relative paths start
/// from, and where an existing path really leads (its symbolic links resolved), or `nil` when it does not exist.
///
/// Asked apart from the build's `FileProvider`, whose answers a build record keeps: an output's answer changes
/// once it is written, and must not make every later build look changed.
package struct PathResolution: Sendable {
    /// The absolute working folder.
    package var workingFolder: String
    /// The canonical absolute path of an existing file or folder.
    package var resolve: @Sendable (String) -> String?

    package init(workingFolder: String, resolve: @escaping @Sendable (String) -> String?) {
        self.workingFolder = workingFolder
        self.resolve = resolve
    }
}
