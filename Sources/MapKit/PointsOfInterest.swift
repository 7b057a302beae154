import Foundation

/// A kind of place a map labels and a search filters by (Apple: "MKPointOfInterestCategory"),
/// with Apple's raw values ("MKPOICategory" and the name).
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    private static func named(_ name: String) -> MKPointOfInterestCategory { MKPointOfInterestCategory(rawValue: "MKPOICategory" + name) }

    // iOS 13
    public static let airport = named("Airport"), amusementPark = named("AmusementPark"), aquarium = named("Aquarium")
    public static let atm = named("ATM"), bakery = named("Bakery"), bank = named("Bank"), beach = named("Beach")
    public static let brewery = named("Brewery"), cafe = named("Cafe"), campground = named("Campground")
    public static let carRental = named("CarRental"), evCharger = named("EVCharger"), fireStation = named("FireStation")
    public static let fitnessCenter = named("FitnessCenter"), foodMarket = named("FoodMarket"), gasStation = named("GasStation")
    public static let hospital = named("Hospital"), hotel = named("Hotel"), laundry = named("Laundry"), library = named("Library")
    public static let marina = named("Marina"), movieTheater = named("MovieTheater"), museum = named("Museum")
    public static let nationalPark = named("NationalPark"), nightlife = named("Nightlife"), park = named("Park")
    public static let parking = named("Parking"), pharmacy = named("Pharmacy"), police = named("Police")
    public static let postOffice = named("PostOffice"), publicTransport = named("PublicTransport")
    public static let restaurant = named("Restaurant"), restroom = named("Restroom"), school = named("School")
    public static let stadium = named("Stadium"), store = named("Store"), theater = named("Theater")
    public static let university = named("University"), winery = named("Winery"), zoo = named("Zoo")
    // iOS 18
    public static let animalService = named("AnimalService"), automotiveRepair = named("AutomotiveRepair")
    public static let baseball = named("Baseball"), basketball = named("Basketball"), beauty = named("Beauty")
    public static let bowling = named("Bowling"), castle = named("Castle"), conventionCenter = named("ConventionCenter")
    public static let distillery = named("Distillery"), fairground = named("Fairground"), fishing = named("Fishing")
    public static let fortress = named("Fortress"), golf = named("Golf"), goKart = named("GoKart"), hiking = named("Hiking")
    public static let kayaking = named("Kayaking"), landmark = named("Landmark"), mailbox = named("Mailbox")
    public static let miniGolf = named("MiniGolf"), musicVenue = named("MusicVenue"), nationalMonument = named("NationalMonument")
    public static let planetarium = named("Planetarium"), rockClimbing = named("RockClimbing"), rvPark = named("RVPark")
    public static let skatePark = named("SkatePark"), skating = named("Skating"), skiing = named("Skiing")
    public static let soccer = named("Soccer"), spa = named("Spa"), surfing = named("Surfing"), swimming = named("Swimming")
    public static let tennis = named("Tennis"), volleyball = named("Volleyball")
}

/// Which categories a search or a map includes (Apple: "MKPointOfInterestFilter"). Kept as made.
public struct MKPointOfInterestFilter: Hashable, Sendable {
    let included: Set<MKPointOfInterestCategory>?
    let excluded: Set<MKPointOfInterestCategory>

    public init(including categories: [MKPointOfInterestCategory]) {
        included = Set(categories)
        excluded = []
    }

    public init(excluding categories: [MKPointOfInterestCategory]) {
        included = nil
        excluded = Set(categories)
    }

    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    public static let excludingAll = MKPointOfInterestFilter(including: [])

    public func includes(_ category: MKPointOfInterestCategory) -> Bool {
        included.map { $0.contains(category) } ?? !excluded.contains(category)
    }

    public func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}
