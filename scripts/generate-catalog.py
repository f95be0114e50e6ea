#!/usr/bin/env python3
"""Generates Catalog/catalog.json, the store Clothesline ships with.

Deterministic: the same script always writes the same file (fixed random seed, sorted keys). Every name,
brand mix and description is made up here from the word lists below; nothing comes from third-party data.

    python3 scripts/generate-catalog.py            # writes Catalog/catalog.json
    python3 scripts/generate-catalog.py --check    # exits 1 if the committed file differs
"""
import json
import os
import random
import sys

SEED = 20261121
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "Catalog", "catalog.json")

STORE = {
    "name": "Clothesline Outfitters",
    "currency": "USD",
    "email": "help@clothesline-outfitters.example",
    "phone": "+1 555 0100 200",
    "hours": "Mon-Sat 9:00-18:00, Sun 11:00-16:00",
    "url": "https://clothesline-outfitters.example/help",
    # What the assistant answers store questions with, one text per topic (keys: see README, "store.policies").
    "policies": {
        "orders": "Track your order with the link in your dispatch e-mail, or under Account > Orders. Orders "
                  "can be changed or cancelled until they are dispatched, usually within 2 hours on weekdays. "
                  "If something is missing or wrong, keep the packaging and tell us within 14 days.",
        "shipping": "Standard delivery takes 3-5 working days and costs $4.95, free on orders over $50. Express "
                    "(next working day, order by 2pm Mon-Fri) is $9.95. We ship to the US and Canada; Canadian "
                    "orders take 5-8 working days and may carry import duties. Click and collect in store is free.",
        "returns": "You can return unworn items with their tags within 30 days of delivery for a full refund. "
                   "Returns by post are free with the label in your parcel or from Account > Orders; you can "
                   "also bring them to any of our stores. Underwear, swimwear without its hygiene strip and "
                   "pierced earrings cannot be returned unless faulty.",
        "exchanges": "Exchanges for another size or colour are free within 30 days: start one under Account > "
                     "Orders and we send the new item when the old one is on its way back, or swap it in any "
                     "store with the receipt or order number. Gifts can be exchanged with a gift receipt.",
        "refunds": "Refunds go back to the original payment method within 5 working days of your return "
                   "reaching us; your bank may take 3-5 days more to show it. Delivery charges are refunded "
                   "when the whole order comes back or the item was faulty.",
        "payment": "We accept Visa, Mastercard, American Express, PayPal, Apple Pay and Google Pay online, and "
                   "cash and contactless in store. Klarna lets you pay in 3 interest-free instalments on orders "
                   "over $35. Your card is charged when the order is dispatched; prices include sales tax.",
        "discounts": "Sign up to our newsletter for 10% off your first order. Students get 10% off with a "
                     "verified student ID. One code per order; codes don't apply to gift cards. Our seasonal "
                     "sales start the day after Christmas and in late June.",
        "giftCards": "Gift cards from $10 to $250 are sold in store and as e-gift cards delivered by e-mail. "
                     "They are valid for 2 years, can be used online and in store, also on sale items, and the "
                     "balance shows at checkout or under Account > Gift cards.",
        "accounts": "You can order as a guest or with an account. Reset a forgotten password from the Sign in "
                    "page; update your address, e-mail and marketing preferences under Account > Details. To "
                    "close your account and delete your data, e-mail us from the address on the account.",
        "repairs": "Everything we sell has a 1-year guarantee against faults; footwear and outerwear 2 years. "
                   "Send a photo of the fault with your order number and we repair, replace or refund it. Free "
                   "hemming on full-price trousers and jeans in store, ready in 3 days.",
    },
}

SPORT = ["Nike", "Adidas", "Puma", "Reebok", "New Balance", "Under Armour", "Asics", "Kestrel Athletic", "Summit Peak"]
DENIM = ["Levi's", "Wrangler", "Lee", "Harbor & Pine", "Urban Loom", "Copper Row"]
CASUAL = ["Northwind", "Harbor & Pine", "Cedar Lane", "Urban Loom", "Juniper", "Fieldstone", "Bluebird",
          "Tidewater", "Marlow", "Alder & Ash", "Wren", "Linden", "Driftwood", "Copper Row", "Solstice"]
OUTDOOR = ["Columbia", "The North Face", "Patagonia", "Summit Peak", "Fieldstone", "Northwind", "Oakridge"]
SHOES = ["Converse", "Vans", "Dr. Martens", "Birkenstock", "Timberland", "Clarks", "Oakridge", "Driftwood"]
ACCESSORY = ["Sable", "Marlow", "Juniper", "Linden", "Wren", "Cedar Lane", "Fossil", "Herschel"]

LETTER = ["XS", "S", "M", "L", "XL", "XXL"]
MEN_SHOES = ["7", "7.5", "8", "8.5", "9", "9.5", "10", "10.5", "11", "11.5", "12", "13"]
WOMEN_SHOES = ["5", "5.5", "6", "6.5", "7", "7.5", "8", "8.5", "9", "9.5", "10", "11"]
KIDS_SHOES = ["11", "12", "13", "1", "2", "3", "4"]
KIDS_LETTER = ["4T", "5T", "XS", "S", "M", "L"]

# name, synonyms, noun phrases, styles, materials, tags, (low, high) price, size scheme, audiences, brands
CATEGORIES = [
    ("T-Shirts", ["tee", "tees", "t-shirt", "tshirt", "t shirt"],
     ["Crew Neck Tee", "V-Neck Tee", "Pocket Tee", "Graphic Tee", "Long Sleeve Tee", "Henley Tee", "Ringer Tee"],
     ["Classic", "Essential", "Organic", "Vintage Wash", "Slim Fit", "Relaxed", "Striped"],
     ["cotton", "organic cotton", "cotton blend", "linen"], ["everyday", "breathable", "soft", "crew neck"],
     (12, 39), "letter", ["men", "women", "unisex", "kids"], CASUAL + SPORT),
    ("Tops", ["blouse", "tank top", "camisole", "cami", "crop top"],
     ["Blouse", "Tank Top", "Camisole", "Crop Top", "Wrap Top", "Peplum Top", "Tunic"],
     ["Flowy", "Ruffled", "Satin", "Eyelet", "Printed", "Sleeveless", "Button Front"],
     ["viscose", "cotton", "silk", "polyester", "linen"], ["summer", "lightweight", "going out"],
     (18, 65), "letter", ["women"], CASUAL),
    ("Shirts", ["button-down", "button down shirt", "oxford", "flannel", "dress shirt"],
     ["Oxford Shirt", "Flannel Shirt", "Denim Shirt", "Linen Shirt", "Poplin Dress Shirt", "Chambray Shirt",
      "Camp Collar Shirt"],
     ["Classic", "Slim Fit", "Regular Fit", "Checked", "Striped", "Brushed", "Non-Iron"],
     ["cotton", "linen", "flannel", "chambray", "cotton poplin"], ["work", "smart casual", "collared"],
     (29, 89), "letter", ["men", "women"], CASUAL + DENIM),
    ("Hoodies & Sweatshirts", ["hoodie", "hoody", "hoodies", "sweatshirt", "crewneck sweatshirt", "zip hoodie"],
     ["Pullover Hoodie", "Zip Hoodie", "Crewneck Sweatshirt", "Fleece Hoodie", "Quarter Zip Sweatshirt",
      "Oversized Hoodie"],
     ["Classic", "Heavyweight", "Brushed Fleece", "Logo", "Garment Dyed", "Essential"],
     ["cotton fleece", "cotton", "polyester fleece", "recycled polyester"], ["cozy", "warm", "kangaroo pocket"],
     (35, 95), "letter", ["men", "women", "unisex", "kids"], SPORT + CASUAL),
    ("Sweaters", ["jumper", "pullover", "cardigan", "cardi", "cardie", "knit", "knitwear", "sweater"],
     ["Crew Sweater", "V-Neck Sweater", "Cardigan", "Turtleneck", "Cable Knit Sweater", "Half Zip Sweater"],
     ["Merino", "Chunky", "Fine Knit", "Cashmere Blend", "Ribbed", "Fair Isle"],
     ["merino wool", "wool", "cashmere", "cotton", "lambswool"], ["warm", "winter", "knitted"],
     (45, 160), "letter", ["men", "women"], CASUAL),
    ("Jackets", ["jacket", "bomber", "windbreaker", "denim jacket", "puffer jacket", "rain jacket", "blazer"],
     ["Bomber Jacket", "Denim Jacket", "Windbreaker", "Puffer Jacket", "Rain Jacket", "Field Jacket",
      "Softshell Jacket", "Blazer"],
     ["Lightweight", "Insulated", "Waterproof", "Packable", "Classic", "Quilted"],
     ["nylon", "denim", "polyester", "cotton twill", "recycled nylon"], ["outerwear", "layering", "windproof"],
     (59, 220), "letter", ["men", "women", "kids"], OUTDOOR + DENIM + SPORT),
    ("Coats", ["coat", "overcoat", "parka", "trench coat", "peacoat"],
     ["Overcoat", "Parka", "Trench Coat", "Peacoat", "Duffle Coat", "Down Coat"],
     ["Wool Blend", "Longline", "Hooded", "Double Breasted", "Insulated", "Classic"],
     ["wool", "wool blend", "down", "cotton gabardine", "polyester"], ["winter", "warm", "outerwear"],
     (99, 340), "letter", ["men", "women"], OUTDOOR + CASUAL),
    ("Jeans", ["jean", "denim", "denims"],
     ["Slim Jeans", "Straight Jeans", "Skinny Jeans", "Relaxed Jeans", "Bootcut Jeans", "Tapered Jeans",
      "Mom Jeans", "Wide Leg Jeans"],
     ["Dark Wash", "Light Wash", "Black Rinse", "Stretch", "Selvedge", "Distressed", "Mid Rise", "High Rise"],
     ["denim", "stretch denim", "organic cotton denim"], ["five pocket", "everyday", "stretch"],
     (39, 129), "waist", ["men", "women"], DENIM),
    ("Trousers", ["pants", "pant", "chinos", "chino", "slacks", "trousers"],
     ["Chinos", "Dress Trousers", "Cargo Pants", "Linen Trousers", "Pleated Trousers", "Corduroy Pants"],
     ["Slim", "Straight", "Relaxed", "Tailored", "Stretch", "Cropped"],
     ["cotton twill", "linen", "wool blend", "corduroy", "stretch cotton"], ["work", "smart casual"],
     (39, 119), "waist", ["men", "women"], CASUAL + DENIM),
    ("Shorts", ["short", "shorts", "bermuda"],
     ["Chino Shorts", "Denim Shorts", "Running Shorts", "Cargo Shorts", "Swim Shorts", "Sweat Shorts"],
     ["Classic", "Lightweight", "Stretch", "Relaxed", "Quick Dry", "Drawstring"],
     ["cotton", "denim", "polyester", "nylon", "linen"], ["summer", "warm weather"],
     (19, 59), "letter", ["men", "women", "kids"], CASUAL + SPORT + DENIM),
    ("Skirts", ["skirt", "miniskirt", "midi skirt", "maxi skirt"],
     ["Mini Skirt", "Midi Skirt", "Maxi Skirt", "Pleated Skirt", "Denim Skirt", "Wrap Skirt", "Pencil Skirt"],
     ["Floral", "Satin", "A-Line", "Tiered", "Corduroy", "Classic"],
     ["viscose", "cotton", "denim", "polyester", "linen"], ["summer", "feminine"],
     (25, 89), "letter", ["women", "kids"], CASUAL + DENIM),
    ("Dresses", ["dress", "frock", "gown", "sundress"],
     ["Wrap Dress", "Slip Dress", "Shirt Dress", "Maxi Dress", "Midi Dress", "Sundress", "Sweater Dress",
      "Shift Dress"],
     ["Floral", "Linen", "Satin", "Smocked", "Tiered", "Ribbed"],
     ["viscose", "linen", "cotton", "silk", "polyester"], ["occasion", "summer", "party"],
     (35, 180), "letter", ["women", "kids"], CASUAL),
    ("Activewear", ["activewear", "sportswear", "gym clothes", "leggings", "sports bra", "joggers",
                    "track pants", "workout clothes", "trackies"],
     ["Leggings", "Sports Bra", "Running Tee", "Training Tank", "Joggers", "Track Pants", "Compression Tights",
      "Yoga Pants"],
     ["Dri-Fit", "Seamless", "High Waisted", "Quick Dry", "Performance", "Lightweight"],
     ["polyester", "nylon spandex", "recycled polyester", "cotton blend"], ["gym", "running", "yoga", "sweat wicking"],
     (22, 95), "letter", ["men", "women", "unisex"], SPORT),
    ("Underwear", ["underwear", "boxers", "briefs", "boxer briefs", "bra", "bras", "trunks", "lingerie", "underpants",
                   "panties", "knickers", "undershirts"],
     ["Boxer Briefs 3-Pack", "Briefs 5-Pack", "Trunks 3-Pack", "Bralette", "T-Shirt Bra", "Hipster Briefs",
      "Boxer Shorts"],
     ["Cotton Stretch", "Micro Modal", "Essential", "Seamless", "Classic"],
     ["cotton", "modal", "microfiber", "cotton stretch"], ["everyday", "multipack", "soft"],
     (14, 49), "letter", ["men", "women"], CASUAL + SPORT),
    ("Socks", ["sock", "socks", "ankle socks", "crew socks"],
     ["Crew Socks 3-Pack", "Ankle Socks 6-Pack", "Wool Hiking Socks", "No Show Socks", "Dress Socks",
      "Running Socks"],
     ["Cushioned", "Merino", "Striped", "Everyday", "Performance"],
     ["cotton", "merino wool", "nylon blend", "bamboo viscose"], ["multipack", "breathable"],
     (8, 29), "sock", ["men", "women", "unisex", "kids"], SPORT + CASUAL + OUTDOOR),
    ("Sneakers", ["sneaker", "sneakers", "trainers", "trainer", "running shoes", "tennis shoes", "kicks"],
     ["Running Shoes", "Court Sneakers", "High Top Sneakers", "Low Top Sneakers", "Trail Runners",
      "Slip-On Sneakers", "Canvas Sneakers"],
     ["Classic", "Retro", "Cushioned", "Lightweight", "Leather", "Knit"],
     ["leather", "canvas", "mesh", "suede", "synthetic"], ["footwear", "everyday", "lace up"],
     (45, 170), "shoe", ["men", "women", "unisex", "kids"], SPORT + SHOES),
    ("Boots", ["boot", "boots", "chelsea boots", "hiking boots", "ankle boots", "wellies", "wellington boots"],
     ["Chelsea Boots", "Hiking Boots", "Ankle Boots", "Combat Boots", "Work Boots", "Rain Boots", "Knee High Boots"],
     ["Leather", "Waterproof", "Suede", "Lug Sole", "Insulated", "Classic"],
     ["leather", "suede", "rubber", "nubuck"], ["footwear", "winter", "durable"],
     (79, 240), "shoe", ["men", "women"], SHOES + OUTDOOR),
    ("Sandals", ["sandal", "sandals", "flip flops", "flip-flops", "slides", "sliders", "slippers"],
     ["Flip Flops", "Slides", "Strappy Sandals", "Sport Sandals", "Footbed Sandals", "Espadrilles"],
     ["Cushioned", "Leather", "Cork", "Lightweight", "Classic"],
     ["rubber", "leather", "EVA foam", "cork", "canvas"], ["summer", "beach", "footwear"],
     (15, 110), "shoe", ["men", "women", "unisex", "kids"], SHOES + SPORT),
    ("Bags", ["bag", "bags", "backpack", "tote", "handbag", "purse", "crossbody", "duffel"],
     ["Backpack", "Tote Bag", "Crossbody Bag", "Duffel Bag", "Messenger Bag", "Belt Bag", "Laptop Backpack"],
     ["Canvas", "Leather", "Waxed Cotton", "Nylon", "Roll Top", "Classic"],
     ["canvas", "leather", "nylon", "waxed cotton", "recycled polyester"], ["travel", "everyday", "accessory"],
     (25, 190), "one", ["unisex", "women", "men"], ACCESSORY + SPORT + OUTDOOR),
    ("Hats", ["hat", "hats", "cap", "caps", "beanie", "baseball cap", "bucket hat"],
     ["Baseball Cap", "Beanie", "Bucket Hat", "Sun Hat", "Trucker Cap", "Wool Fedora"],
     ["Classic", "Ribbed", "Washed", "Embroidered", "Packable"],
     ["cotton", "wool", "acrylic", "straw", "polyester"], ["accessory", "headwear"],
     (15, 69), "hat", ["unisex", "men", "women", "kids"], SPORT + ACCESSORY + OUTDOOR),
    ("Belts", ["belt", "belts"],
     ["Leather Belt", "Braided Belt", "Canvas Web Belt", "Dress Belt", "Reversible Belt"],
     ["Classic", "Italian Leather", "Slim", "Casual"],
     ["leather", "canvas", "suede", "elastic"], ["accessory"],
     (19, 79), "belt", ["men", "women", "unisex"], ACCESSORY + DENIM),
    ("Scarves", ["scarf", "scarves", "shawl", "wrap"],
     ["Wool Scarf", "Silk Scarf", "Blanket Scarf", "Infinity Scarf", "Cashmere Scarf", "Lightweight Scarf"],
     ["Plaid", "Solid", "Printed", "Ribbed", "Fringed"],
     ["wool", "silk", "cashmere", "cotton", "acrylic"], ["accessory", "winter", "warm"],
     (18, 120), "one", ["unisex", "women", "men"], ACCESSORY + CASUAL),
    ("Swimwear", ["swimwear", "swimsuit", "bikini", "swim trunks", "bathing suit", "one piece", "swimmers", "togs",
                  "cossie", "cozzie", "boardies", "bathers", "swimming costume"],
     ["One-Piece Swimsuit", "Bikini Set", "Swim Trunks", "Board Shorts", "Rash Guard", "Tankini"],
     ["Classic", "Printed", "Ribbed", "Sporty", "Recycled"],
     ["nylon", "recycled nylon", "polyester", "spandex blend"], ["beach", "summer", "quick dry"],
     (25, 99), "letter", ["men", "women", "kids"], SPORT + CASUAL),
]

COLORS = ["black", "white", "navy", "grey", "charcoal", "blue", "light blue", "red", "burgundy", "green", "olive",
          "khaki", "beige", "brown", "tan", "pink", "purple", "yellow", "mustard", "orange", "cream"]
DENIM_COLORS = ["blue", "light blue", "navy", "black", "grey"]
SHOE_COLORS = ["black", "white", "grey", "navy", "brown", "tan", "red", "green", "blue", "beige"]


# Nouns that are only made for some audiences: a bikini is never men's, swim trunks never women's. A noun listed
# here takes its audience from this list (the first allowed one when the category's draw is not allowed; in turn
# when the list has audiences the category does not draw, so that no category is for one audience only by chance).
NOUN_AUDIENCES = {
    "Tank Top": ["women", "men"],
    "Mom Jeans": ["women"],
    "Sports Bra": ["women"], "Yoga Pants": ["women", "unisex"], "Leggings": ["women", "unisex"],
    "Bralette": ["women"], "T-Shirt Bra": ["women"], "Hipster Briefs": ["women"],
    "Boxer Briefs 3-Pack": ["men"], "Trunks 3-Pack": ["men"], "Boxer Shorts": ["men"],
    "One-Piece Swimsuit": ["women", "kids"], "Bikini Set": ["women", "kids"], "Tankini": ["women", "kids"],
    "Swim Trunks": ["men", "kids"], "Board Shorts": ["men", "women", "kids"],
}
# Colour words a name may hold (in a style such as "Black Rinse"): the product's colours must then include it.
NAME_COLORS = ["light blue", "black", "white", "navy", "grey", "charcoal", "blue", "red", "burgundy", "green",
               "olive", "khaki", "beige", "brown", "tan", "pink", "purple", "yellow", "mustard", "orange", "cream"]


# Shoppers' words for a kind of product inside a category, each with the words the products' names use for that kind
# (regional and everyday names: "wellies" are the rain boots, "bum bag" the belt bags). A word here asks for those
# products; a synonym above asks for the whole category. A word for several kinds lists them with commas.
KINDS = {
    "Sweaters": {"polo neck": "turtleneck", "polo necks": "turtleneck", "roll neck": "turtleneck",
                 "rollneck": "turtleneck", "turtle neck": "turtleneck", "cardi": "cardigan",
                 "cardie": "cardigan", "cardy": "cardigan", "cardies": "cardigan"},
    "Jackets": {"puffa jacket": "puffer jacket", "puffy jacket": "puffer jacket",
                "anorak": "rain jacket", "cagoule": "rain jacket", "kagool": "rain jacket",
                "sports coat": "blazer", "sport coat": "blazer",
                "suit jacket": "blazer"},
    "Coats": {"pea coat": "peacoat", "trench": "trench coat", "duffel coat": "duffle coat"},
    "Trousers": {"cargos": "cargo pants", "combats": "cargo pants", "combat trousers": "cargo pants",
                 "cords": "corduroy pants", "corduroys": "corduroy pants", "khakis": "chinos"},
    "Shorts": {"jorts": "denim shorts", "jean shorts": "denim shorts"},
    "Jeans": {"skinnies": "skinny jeans", "bootleg jeans": "bootcut jeans"},
    "Activewear": {**{word: "track pants, joggers" for word in [
                       "trackies", "trackie bottoms", "trackie daks", "tracky daks", "tracksuit bottoms",
                       "track bottoms", "tracksuit pants"]},
                   "sweatpants": "joggers", "jogging bottoms": "joggers", "jogging pants": "joggers",
                   "singlet": "training tank", "gym singlet": "training tank", "gym vest": "training tank",
                   "running top": "running tee"},
    "Underwear": {"y-fronts": "briefs", "jocks": "briefs"},
    "Socks": {"trainer socks": "no show socks", "invisible socks": "no show socks", "walking socks": "hiking socks"},
    "Sneakers": {"plimsolls": "canvas sneakers", "trail shoes": "trail runners", "slip ons": "slip-on sneakers",
                 "slip-ons": "slip-on sneakers"},
    "Boots": {"wellies": "rain boots", "wellington boots": "rain boots", "wellingtons": "rain boots",
              "gumboots": "rain boots", "gum boots": "rain boots",
              "walking boots": "hiking boots", "hikers": "hiking boots",
              "chelseas": "chelsea boots", "steel toe boots": "work boots", "steel caps": "work boots",
              "army boots": "combat boots"},
    "Sandals": {"thongs": "flip flops", "jandals": "flip flops", "sliders": "slides", "pool sliders": "slides"},
    "Bags": {"bum bag": "belt bag", "bumbag": "belt bag", "fanny pack": "belt bag", "waist bag": "belt bag",
             "waist pack": "belt bag", "hip bag": "belt bag", "rucksack": "backpack", "knapsack": "backpack",
             "school bag": "backpack", "schoolbag": "backpack", "book bag": "backpack", "holdall": "duffel bag",
             "weekender": "duffel bag", "weekend bag": "duffel bag", "gym bag": "duffel bag", "kit bag": "duffel bag",
             "satchel": "messenger bag", "cross body": "crossbody bag", "shopper bag": "tote bag"},
    "Hats": {"bobble hat": "beanie", "woolly hat": "beanie", "wooly hat": "beanie", "toque": "beanie",
             "tuque": "beanie", "knit hat": "beanie", "knitted hat": "beanie", "pom pom hat": "beanie",
             "ski hat": "beanie", "baseball hat": "baseball cap", "ball cap": "baseball cap",
             "snapback": "baseball cap", "trucker hat": "trucker cap", "sunhat": "sun hat",
             "fisherman hat": "bucket hat"},
    "Scarves": {"snood": "infinity scarf", "loop scarf": "infinity scarf"},
    "Swimwear": {"boardies": "board shorts", "boardshorts": "board shorts", "speedos": "swim trunks",
                 "budgie smugglers": "swim trunks"},
}


def audience_for(noun, drawn, made, category_audiences):
    allowed = NOUN_AUDIENCES.get(noun)
    if not allowed:
        return drawn
    if any(a not in category_audiences for a in allowed):
        return allowed[made % len(allowed)]
    return drawn if drawn in allowed else allowed[0]


def colors_named(label, colors):
    """The colours with any colour the name states put first, so the name never contradicts them."""
    words = " " + label.lower().replace("-", " ") + " "
    for color in NAME_COLORS:
        if f" {color} " in words:
            if color in colors:
                colors.remove(color)
            return [color] + colors[:1]
    return colors


# Material words a product name may state; a name that states one is made of it.
NAME_MATERIALS = ["leather", "suede", "nubuck", "linen", "denim", "silk", "satin", "cashmere", "merino", "wool",
                  "down", "canvas", "flannel", "fleece", "corduroy", "chambray", "nylon", "cotton", "cork", "mesh"]


def materials_named(label, material, materials):
    """The materials, with every material the name states among them, so the name never contradicts them.

    A material of the category's own list whose words all appear in the name is taken as it is ("cotton
    fleece"); a material word of the name that none of those covers is taken as the word ("down"). When the
    name states none, the material drawn stays.
    """
    words = set(label.lower().replace("-", " ").split())
    named = [m for m in materials if set(m.split()) <= words]
    named = [m for m in named if not any(m != other and m in other for other in named)]
    for word in NAME_MATERIALS:
        if word in words and not any(word in m.split() for m in named):
            named.append(word)
    return named or [material]


def sizes_for(scheme, audience, rng):
    if scheme == "letter":
        sizes = KIDS_LETTER if audience == "kids" else LETTER
        if rng.random() < 0.25:
            sizes = sizes[1:5]
        return list(sizes)
    if scheme == "waist":
        waists = [24, 26, 27, 28, 29, 30, 31, 32] if audience == "women" else [28, 29, 30, 31, 32, 33, 34, 36, 38]
        lengths = [30, 32] if audience == "women" else [30, 32, 34]
        return [f"{w}x{l}" for w in waists for l in lengths if rng.random() < 0.7]
    if scheme == "shoe":
        return list({"men": MEN_SHOES, "women": WOMEN_SHOES, "kids": KIDS_SHOES}.get(audience, MEN_SHOES[:8]))
    if scheme == "sock":
        return ["S", "M", "L"] if rng.random() < 0.6 else ["One Size"]
    if scheme == "hat":
        return ["One Size"] if rng.random() < 0.6 else ["S/M", "L/XL"]
    if scheme == "belt":
        return ["S", "M", "L", "XL"] if rng.random() < 0.5 else ["30", "32", "34", "36", "38", "40"]
    return ["One Size"]


def main():
    rng = random.Random(SEED)
    products = []
    seen_names = set()
    for index, (name, synonyms, nouns, styles, materials, tags, (low, high), scheme, audiences, brands) in enumerate(CATEGORIES):
        code = "".join(word[0] for word in name.replace("&", " ").replace("-", " ").split()).upper()[:3]
        code = f"{code}{index:02d}"
        count = 30 + rng.randrange(0, 6)
        made = 0
        attempts = 0
        while made < count and attempts < 500:
            attempts += 1
            brand = rng.choice(brands)
            noun = rng.choice(nouns)
            style = rng.choice(styles)
            audience = rng.choice(audiences)
            if scheme == "shoe":
                palette = SHOE_COLORS
            elif name == "Jeans":
                palette = DENIM_COLORS
            else:
                palette = COLORS
            # Dark neutrals are what stores stock most of.
            main_color = rng.choice(palette[:4] * 2 + palette)
            colors = [main_color]
            if rng.random() < 0.2:
                other = rng.choice(palette)
                if other != main_color:
                    colors.append(other)
            words = [brand, style, noun]
            label = " ".join(words)
            if label in seen_names:
                continue
            seen_names.add(label)
            made += 1
            drawn = audience
            audience = audience_for(noun, drawn, made, audiences)
            colors = colors_named(label, colors)
            sizes = sizes_for(scheme, drawn, rng)
            stock = {}
            sold_out = rng.random() < 0.05
            for size in sizes:
                stock[size] = 0 if sold_out or rng.random() < 0.15 else rng.randrange(1, 25)
            if audience != drawn:
                # Sized for who it is really for, from a draw of its own, so that every product after it stays
                # as it was.
                side = random.Random(f"{SEED}:{label}")
                sizes = sizes_for(scheme, audience, side)
                stock = {size: 0 if sold_out or side.random() < 0.15 else side.randrange(1, 25) for size in sizes}
            price = round(rng.uniform(low, high)) - 0.01
            if rng.random() < 0.3:
                price = float(round(rng.uniform(low, high)))
            material = rng.choice(materials)
            product_tags = sorted(set(rng.sample(tags, k=min(len(tags), rng.randrange(1, 3)))))
            if rng.random() < 0.15:
                product_tags.append("sale")
            fit = rng.choice(["a comfortable fit", "a modern fit", "an easy relaxed fit", "a true-to-size fit"])
            for_whom = {"men": " for men", "women": " for women", "kids": " for kids", "unisex": ""}[audience]
            made_of = materials_named(label, material, materials)
            description = f"{style} {noun.lower()} in {' and '.join(colors)} {' and '.join(made_of)}{for_whom}, with {fit}."
            products.append({
                "id": f"{code}-{made:03d}",
                "name": label,
                "category": name,
                "price": price,
                "brand": brand,
                "audience": audience,
                "colors": colors,
                "sizes": sizes,
                "stock": stock,
                "materials": made_of,
                "tags": product_tags,
                "description": description,
            })
    catalog = {
        "formatVersion": 1,
        "store": STORE,
        "categories": [dict({"name": c[0], "synonyms": c[1]}, **({"kinds": KINDS[c[0]]} if c[0] in KINDS else {}))
                       for c in CATEGORIES],
        "products": products,
    }
    text = json.dumps(catalog, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    if "--check" in sys.argv:
        with open(OUTPUT, encoding="utf-8") as handle:
            if handle.read() != text:
                print(f"{OUTPUT} is out of date; run scripts/generate-catalog.py", file=sys.stderr)
                sys.exit(1)
        return
    tmp = OUTPUT + ".tmp"
    with open(tmp, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(tmp, OUTPUT)
    brands = {p["brand"] for p in products}
    print(f"wrote {OUTPUT}: {len(products)} products, {len(CATEGORIES)} categories, {len(brands)} brands")


if __name__ == "__main__":
    main()
