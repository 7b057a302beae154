// Another package's executable in miniature, for views written against `import SwiftUI`: the
// whole layoutlab command line with the fixtures whose files import SwiftUI (on Linux, the shim).
import LayoutLabCLI
import RealCodeFixtures

await LayoutLabCLI.main(scenarios: RealCodeFixtures.importingSwiftUI)
