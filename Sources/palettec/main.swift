import PalettecCLI

PalettecMain.run()
