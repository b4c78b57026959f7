#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The command in an Xcode project (File ▸ Packages, or the project's context menu): the same rule over the chosen
/// targets' input files, and a `palettec.json` in the project's folder.
extension PalettecCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let check = extractor.extractFlag(named: "check") > 0
        let scratch = context.pluginWorkDirectoryURL.appendingPathComponent("check")
        var jobs: [PaletteJob] = []
        if names.isEmpty, let root = PaletteCommandRun.rootConfig(in: context.xcodeProject.directoryURL) {
            jobs.append(PaletteJobs.config(root, check: check))
        }
        for target in context.xcodeProject.targets where names.isEmpty || names.contains(target.displayName) {
            jobs += try PaletteJobs.committed(files: target.inputFiles.map(\.url), check: check, scratch: scratch)
        }
        try PaletteCommandRun(tool: try context.tool(named: "palettec").url, check: check).run(jobs)
    }
}
#endif
