// A signature stub of Xcode's XcodeProjectPlugin module, which only Xcode ships: the part the palettec plugins'
// `#if canImport(XcodeProjectPlugin)` conformances use, from Apple's documentation of the module. Compiled against
// SwiftPM's PackagePlugin with the plugins' flags (tools version 6.0). The bodies trap and never run.
import Foundation
import PackagePlugin

/// What Xcode tells a plugin about the project it runs in.
public struct XcodePluginContext {
    /// The project.
    public var xcodeProject: XcodeProject { fatalError() }
    /// A folder the plugin and its commands may write into.
    public var pluginWorkDirectoryURL: URL { fatalError() }
    /// An executable the plugin depends on.
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}

/// An Xcode project.
public struct XcodeProject {
    /// The project's name.
    public var displayName: String { fatalError() }
    /// The folder that holds the `.xcodeproj`.
    public var directoryURL: URL { fatalError() }
    /// Its targets.
    public var targets: [XcodeTarget] { fatalError() }
}

/// A target of an Xcode project.
public struct XcodeTarget {
    /// The target's name.
    public var displayName: String { fatalError() }
    /// The files of its build phases.
    public var inputFiles: FileList { fatalError() }
}

/// A build-tool plugin Xcode can run for a project's target.
public protocol XcodeBuildToolPlugin {
    /// The commands to run for `target`.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// A command plugin Xcode can run on a project.
public protocol XcodeCommandPlugin {
    /// Runs the command.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws
}
