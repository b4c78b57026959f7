#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The build plugin in an Xcode project's target: the same rule over the target's input files.
extension PalettecBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let jobs = try PaletteJobs.build(
            files: target.inputFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL
        )
        let tool = try context.tool(named: "palettec")
        return jobs.map { $0.command(tool: tool.url) }
    }
}
#endif
