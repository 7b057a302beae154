#if os(Linux)
// Files that import Apple's smaller modules beside SwiftUI, as real layout files do: Core
// Graphics for its types, UniformTypeIdentifiers for drag and drop, Core
// Location for a map's coordinates.
import CoreGraphics
import CoreLocation
import Foundation
import SwiftUI
import Testing
import UniformTypeIdentifiers
import LayoutLab

/// A badge laid out from Core Graphics values.
struct LoggedBadge: View {
    let side: CGFloat = 80
    let shadowOffset = CGVector(dx: 2, dy: 3)
    let tint = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)

    var body: some View {
        Circle()
            .fill(Color(cgColor: tint))
            .frame(width: side, height: side)
            .offset(x: shadowOffset.dx, y: shadowOffset.dy)
            .clipShape(.rect(cornerRadius: 12))
            .background(Color.gray, in: .capsule)
            .keyboardShortcut("b", modifiers: [.command, .shift])
            .accessibilityIdentifier("badge")
    }
}

/// A landmark row: its coordinate, and the distance it shows.
struct LandmarkRow: View {
    let coordinate = CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945)
    let manager = CLLocationManager()

    var body: some View {
        let here = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
        let there = CLLocation(latitude: 51.5007, longitude: -0.1246)
        return HStack {
            Text("\(Int(here.distance(from: there) / 1000)) km")
            if manager.authorizationStatus == .authorizedWhenInUse {
                Text("Near you")
            }
        }
        .buttonStyle(.accessoryBar)
        .accessibilityIdentifier("row")
    }
}

@Suite struct FrameworkModulesTests {
    @Test func coreGraphicsAndOsValuesLayOutAsTheirSwiftUIEquivalents() async throws {
        LoggedBadge._printChanges()
        let (result, log) = await record(LoggedBadge())
        #expect(result.outcome == .stable)
        let badge = try #require(log.finalPass(step: 0)?.node(named: "badge"))
        #expect(badge.frame.size == CGSize(width: 80, height: 80))
        // `.rect(cornerRadius:)` and `.capsule` are the shape types themselves.
        let rounded: RoundedRectangle = .rect(cornerRadius: 12)
        #expect(rounded.cornerSize == CGSize(width: 12, height: 12))
    }

    @Test func coreGraphicsColoursKeepTheirComponents() {
        let grey = CGColor(gray: 0.5, alpha: 1)
        #expect(grey.components == [0.5, 1])
        #expect(grey.copy(alpha: 0.25)?.alpha == 0.25)
        #expect(Color(cgColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1)) == Color(.sRGB, red: 1, green: 0, blue: 0))
        #expect(CGVector(dx: 1, dy: 2) != .zero)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 40, y: 30))
        #expect(path.boundingBox == CGRect(x: 10, y: 10, width: 30, height: 20))
        #expect(path.currentPoint == CGPoint(x: 40, y: 30))
    }

    @Test func uniformTypesAnswerAsAppleDeclaresThem() {
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType("public.plain-text") == .plainText)
        #expect(UTType.png.identifier == "public.png")
        #expect(UTType.pdf.preferredFilenameExtension == "pdf")
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.folder.conforms(to: .directory))
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
    }

    @Test func locationsMeasureGreatCircleDistances() async throws {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        // About 344 km apart (great-circle, mean Earth radius).
        #expect(abs(paris.distance(from: london) - 343_500) < 1_500)
        #expect(paris.distance(from: paris) == 0)
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)) == false)
        #expect(CLLocationManager().authorizationStatus == .notDetermined)
        let (result, log) = await record(LandmarkRow())
        #expect(result.outcome == .stable)
        #expect(log.finalPass(step: 0)?.node(named: "row") != nil)
    }
}
#endif

#if os(Linux)
import UniformTypeIdentifiers

extension UTType {
    static let plotJob = UTType(exportedAs: "de.example.plotjob")
}

@Suite struct ExportedTypeTests {
    /// A type the app declares conforms to the parent it names, `public.data` when none.
    @Test func anExportedTypeIsTheAppsOwnAndConformsToItsParent() {
        #expect(UTType.plotJob.identifier == "de.example.plotjob")
        #expect(UTType.plotJob.conforms(to: .data))
        #expect(!UTType.plotJob.conforms(to: .text))
        #expect(UTType(exportedAs: "de.example.notes", conformingTo: .plainText).conforms(to: .text))
        #expect(UTType(importedAs: "com.other.doc").conforms(to: .item))
    }
}
#endif
