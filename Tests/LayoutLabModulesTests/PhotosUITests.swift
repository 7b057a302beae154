#if os(Linux)
// PhotosUI as apps write it: the fixture's profile form (Tests/MediaAppsFixture/PhotoPickerForm.swift,
// Swift 5 mode), a picker beside a button with the same label, items loaded through providers,
// UIKit's picker and its delegate, and Foundation's item provider that carries the data.
import Foundation
import LayoutLab
@testable import MediaAppsFixture
import PhotosUI
import SwiftUI
import Testing
import UniformTypeIdentifiers

/// A picker and a button with the same label, one above the other.
private struct PickerBesideButton: View {
    @State private var item: PhotosPickerItem?
    var body: some View {
        VStack {
            PhotosPicker(selection: $item, matching: .images) {
                Label("Add Photo", systemImage: "photo")
            }
            .accessibilityIdentifier("picker")
            Button {} label: {
                Label("Add Photo", systemImage: "photo")
            }
            .accessibilityIdentifier("button")
        }
        .buttonStyle(.borderedProminent)
    }
}

/// Keeps what a picker hands its delegate.
private final class PickedResults: PHPickerViewControllerDelegate {
    var results: [PHPickerResult]?
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        self.results = results
    }
}

private func provider(_ data: Data, as type: UTType) -> NSItemProvider {
    let provider = NSItemProvider()
    provider.registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
        completion(data, nil)
        return nil
    }
    return provider
}

/// The first bytes of a PNG file: enough for a provider of PNG data.
private let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

@Suite struct PhotosUITests {
    @Test func aPhotosPickerLaysOutAsAButtonWithTheSameLabelAndStyle() async throws {
        let (result, log) = await record(PickerBesideButton())
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        let picker = try #require(pass.node(named: "picker"))
        let button = try #require(pass.node(named: "button"))
        #expect(picker.kind == "PhotosPicker")
        #expect(button.kind == "Button")
        #expect(picker.frame.size == button.frame.size)
        #expect(picker.frame.width > 0 && picker.frame.height > 0)
    }

    @Test func theTutorialFormRecordsWithItsPickers() async throws {
        let (result, log) = await record(ProfilePhotoForm())
        #expect(result.outcome == .stable)
        let pass = try #require(log.finalPass(step: 0))
        #expect(pass.node(named: "avatar-picker")?.kind == "PhotosPicker")
        #expect(pass.node(named: "multi-picker")?.kind == "PhotosPicker")
    }

    @Test func anItemWithoutContentLoadsNothing() async throws {
        let item = PhotosPickerItem(itemIdentifier: "ABC/L0/001")
        #expect(item.itemIdentifier == "ABC/L0/001")
        #expect(item.supportedContentTypes.isEmpty)
        #expect(try await item.loadTransferable(type: Data.self) == nil)
        #expect(item == PhotosPickerItem(itemIdentifier: "ABC/L0/001"))
    }

    @Test func anItemLoadsItsProvidersDataAsTheTypeAsked() async throws {
        let item = PhotosPickerItem(_itemIdentifier: nil, itemProvider: provider(pngBytes, as: .png))
        #expect(item.supportedContentTypes == [.png])
        #expect(try await item.loadTransferable(type: Data.self) == pngBytes)
        // An image is imported from any image type; text is not.
        #expect(try await item.loadTransferable(type: Image.self) != nil)
        #expect(try await item.loadTransferable(type: String.self) == nil)
    }

    @Test func theUIKitPickerAppliesItsFilterAndLimitBeforeTellingItsDelegate() throws {
        var configuration = PHPickerConfiguration()
        #expect(configuration.selectionLimit == 1)
        configuration.filter = .images
        configuration.selectionLimit = 2
        let picker = PHPickerViewController(configuration: configuration)
        let delegate = PickedResults()
        picker.delegate = delegate
        let photo1 = PHPickerResult(_itemProvider: provider(pngBytes, as: .png), assetIdentifier: "1")
        let movie = PHPickerResult(_itemProvider: provider(Data([1]), as: .mpeg4Movie), assetIdentifier: "2")
        let photo2 = PHPickerResult(_itemProvider: provider(pngBytes, as: .jpeg), assetIdentifier: "3")
        let photo3 = PHPickerResult(_itemProvider: provider(pngBytes, as: .heic), assetIdentifier: "4")
        picker._finishPicking([photo1, movie, photo2, photo3])
        #expect(try #require(delegate.results).map(\.assetIdentifier) == ["1", "3"])
        picker._finishPicking([])
        #expect(delegate.results?.isEmpty == true)
    }

    @Test func filtersCombine() {
        #expect(PHPickerFilter.images._matches(.png))
        #expect(!PHPickerFilter.images._matches(.mpeg4Movie))
        #expect(PHPickerFilter.any(of: [.images, .videos])._matches(.quickTimeMovie))
        #expect(!PHPickerFilter.not(.videos)._matches(.mpeg4Movie))
        #expect(PHPickerFilter.all(of: [.images, .not(.videos)])._matches(.jpeg))
        #expect(PHPickerFilter.any(of: [.images, .not(.videos)]).description == "any(of: [images, not(videos)])")
    }

    @Test func anItemProviderCarriesAStringAsPlainText() async throws {
        let provider = NSItemProvider(object: "Groceries" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(provider.canLoadObject(ofClass: String.self))
        let loaded = LoadedBox()
        provider.loadObject(ofClass: String.self) { string, _ in loaded.value = string }
        #expect(loaded.value == "Groceries")
        provider.loadItem(forTypeIdentifier: "public.text") { item, _ in loaded.value = (item as? Data).map { String(decoding: $0, as: UTF8.self) } }
        #expect(loaded.value == "Groceries")
        let text = try await withCheckedThrowingContinuation { continuation in
            provider.loadTransferable(type: String.self) { continuation.resume(with: $0) }
        }
        #expect(text == "Groceries")
        // Nothing conforms to an image: the load fails with Apple's coercion error.
        provider.loadDataRepresentation(forTypeIdentifier: "public.image") { _, error in
            loaded.value = (error as NSError?).map { "\($0.domain) \($0.code)" }
        }
        #expect(loaded.value == "NSItemProviderErrorDomain -1200")
    }

    @Test func aTransferableRegisteredOnAProviderIsExportedInItsTypes() async throws {
        let provider = NSItemProvider()
        provider.register { URL(string: "https://example.com/a")! }
        #expect(provider.registeredContentTypes == [.url])
        let url = try await withCheckedThrowingContinuation { continuation in
            provider.loadTransferable(type: URL.self) { continuation.resume(with: $0) }
        }
        #expect(url.absoluteString == "https://example.com/a")
    }

    @Test func thePhotoLibraryIsEmptyAndItsAuthorizationDeclined() async {
        #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .notDetermined)
        #expect(await PHPhotoLibrary.requestAuthorization(for: .addOnly) == .denied)
        #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .denied)
        #expect(PHAsset.fetchAssets(with: .image, options: nil).count == 0)
    }
}

private final class LoadedBox: @unchecked Sendable {
    var value: String?
}
#endif
