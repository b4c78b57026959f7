import Foundation
import PackagePlugin

/// Generates a target's colors while it builds, into the plugin's work folder; nothing is written anywhere else.
///
/// It runs the Swift outputs of the `palettec.json` in the target, or one Swift file per `NAME.palette.json` /
/// `NAME.palette.plist`; SwiftPM compiles them into the target.
///
/// Each run is a build command with its exact input and output files, so it runs again only when the config, one of
/// its palettes or an image file a palette names changed (or an output went missing); a palette with an error fails the build with palettec's
/// `path:line:column: error:` diagnostic.
@main
struct PalettecBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let jobs = try PaletteJobs.build(
            files: target.sourceFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL
        )
        let tool = try context.tool(named: "palettec")
        return jobs.map { $0.command(tool: tool.url) }
    }
}

extension PaletteJob {
    /// The job as a build command run by the `palettec` at `tool`.
    func command(tool: URL) -> Command {
        .buildCommand(
            displayName: displayName,
            executable: tool,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: outputs
        )
    }
}
