#!/usr/bin/env python3
"""Generates Models/clothing-questions.csv, the training data of the shipped clothing-question model.

Everything here was written for Clothesline: templates and word lists composed by hand, expanded with a fixed
seed, so the output is deterministic. Nothing comes from ../shared/data (that is evaluation data only).

valid   = a question or request a shopper could put to a clothing / shoes / fashion-accessory store assistant
invalid = everything else: other products (electronics, games, appliances, furniture, groceries, toys…),
          assistant requests (banking, travel, weather, timers…), small talk, and clothing words in other senses.

The shipped model is trained on this file together with Models/handwritten-questions.csv (lines written one by
one, by hand, in the voices of real shoppers and assistant users: the templates alone are too regular, and a
model trained only on them is over-confident on real text). Lines already in Models/calibration.csv or in the
hand-written file are left out of the output.

Usage: scripts/generate-training-data.py [OUTPUT]   (default Models/clothing-questions.csv)
"""
import csv
import os
import random
import sys

SEED = 20261121
rng = random.Random(SEED)

def pick(xs):
    return rng.choice(xs)

def fill(template, slots):
    out = template
    while "{" in out:
        start = out.index("{")
        end = out.index("}", start)
        key = out[start + 1:end]
        out = out[:start] + pick(slots[key]) + out[end + 1:]
    return out

# ---------------------------------------------------------------- vocabulary: clothing
TOPS = ["t-shirt", "tee", "shirt", "blouse", "tank top", "polo", "sweater", "cardigan", "hoodie", "sweatshirt",
        "crop top", "button-down", "flannel shirt", "turtleneck", "camisole", "tunic", "henley", "jersey", "vest",
        "pullover", "fleece", "rash guard", "bodysuit", "halter top", "oxford shirt", "thermal top"]
BOTTOMS = ["jeans", "pants", "trousers", "shorts", "leggings", "joggers", "skirt", "chinos", "cargo pants",
           "sweatpants", "capris", "culottes", "overalls", "yoga pants", "bike shorts", "dress pants", "slacks",
           "board shorts", "mini skirt", "maxi skirt", "skinny jeans", "bootcut jeans", "khakis"]
DRESSES = ["dress", "maxi dress", "sundress", "cocktail dress", "wrap dress", "gown", "evening gown", "jumpsuit",
           "romper", "shirt dress", "bridesmaid dress", "prom dress", "little black dress", "slip dress"]
OUTER = ["jacket", "coat", "parka", "raincoat", "puffer jacket", "blazer", "windbreaker", "trench coat",
         "peacoat", "denim jacket", "leather jacket", "bomber jacket", "ski jacket", "fleece jacket", "poncho",
         "down vest", "suit jacket", "overcoat", "anorak", "shacket"]
UNDER = ["bra", "sports bra", "underwear", "boxers", "briefs", "panties", "socks", "tights", "pantyhose",
         "undershirt", "pajamas", "nightgown", "robe", "bathrobe", "slip", "thong", "boxer briefs", "compression socks",
         "long johns", "bralette", "shapewear", "swimsuit", "bikini", "swim trunks", "one-piece", "tankini"]
SUITS = ["suit", "tuxedo", "three-piece suit", "suit pants", "waistcoat", "scrubs", "uniform", "kimono", "sari",
         "costume", "tracksuit", "onesie", "lab coat", "chef coat"]
SHOES = ["shoes", "sneakers", "boots", "sandals", "heels", "loafers", "flats", "slippers", "running shoes",
         "hiking boots", "ankle boots", "rain boots", "flip flops", "pumps", "wedges", "oxfords", "clogs",
         "mules", "trainers", "cleats", "work boots", "chelsea boots", "espadrilles", "moccasins", "high tops",
         "stilettos", "snow boots", "water shoes", "dress shoes", "ballet flats", "platform shoes", "slides",
         "combat boots", "cowboy boots", "tennis shoes", "basketball shoes", "golf shoes", "walking shoes"]
ACCESSORIES = ["hat", "cap", "beanie", "scarf", "gloves", "mittens", "belt", "tie", "bow tie", "sunglasses",
               "handbag", "purse", "backpack", "wallet", "tote bag", "clutch", "crossbody bag", "watch",
               "necklace", "earrings", "bracelet", "ring", "anklet", "hair clip", "headband", "bandana",
               "suspenders", "cufflinks", "fedora", "bucket hat", "baseball cap", "visor", "beret", "shawl",
               "pashmina", "messenger bag", "duffel bag", "fanny pack", "belt bag", "satchel", "pendant",
               "brooch", "hoop earrings", "stud earrings", "chain", "anklet", "sun hat", "ear muffs", "tie clip",
               "pocket square", "laptop bag", "weekender bag", "coin purse", "card holder", "briefcase"]
GARMENTS = TOPS + BOTTOMS + DRESSES + OUTER + UNDER + SUITS
ITEMS = GARMENTS + SHOES + ACCESSORIES
PLURALISH = [x for x in ITEMS if x.endswith("s")]
BRANDS = ["Nike", "Adidas", "Levi's", "Zara", "H&M", "Uniqlo", "Gap", "Puma", "Reebok", "Converse", "Vans",
          "New Balance", "Under Armour", "Ralph Lauren", "Tommy Hilfiger", "Calvin Klein", "Patagonia",
          "The North Face", "Columbia", "Gucci", "Prada", "Michael Kors", "Coach", "Dr. Martens", "Timberland",
          "Skechers", "Crocs", "Birkenstock", "Lululemon", "Champion", "Carhartt", "Wrangler", "Lee", "Hanes",
          "Fila", "Asics", "Clarks", "UGG", "Steve Madden", "Guess", "Mango", "Banana Republic", "J.Crew",
          "Old Navy", "Forever 21", "Hugo Boss", "Lacoste", "Fossil", "Ray-Ban", "Kate Spade", "Superdry",
          "Diesel", "Express", "Aerie", "Hollister", "Abercrombie"]
# The most asked-about brands come up more often, as they do in real shops.
BRANDS += ["Nike", "Nike", "Nike", "Adidas", "Adidas", "Levi's", "Zara", "H&M", "Uniqlo", "Converse", "Vans"]
COLORS = ["black", "white", "navy", "red", "blue", "green", "grey", "gray", "beige", "brown", "pink", "purple",
          "olive", "burgundy", "maroon", "khaki", "tan", "cream", "ivory", "yellow", "orange", "teal", "charcoal",
          "camel", "mustard", "lavender", "coral", "mint", "light blue", "dark green", "off white", "silver", "gold",
          "rose gold", "nude", "denim blue", "heather grey", "forest green", "wine"]
MATERIALS = ["cotton", "100% cotton", "linen", "wool", "merino wool", "cashmere", "silk", "satin", "polyester",
             "nylon", "spandex", "rayon", "denim", "leather", "suede", "faux leather", "fleece", "bamboo",
             "organic cotton", "velvet", "corduroy", "chiffon", "jersey knit", "gore-tex", "canvas", "lace",
             "modal", "acrylic", "tweed", "flannel", "sterling silver", "stainless steel", "14k gold", "vegan leather"]
SIZES = ["xs", "small", "medium", "large", "xl", "xxl", "2xl", "3x", "size 8", "size 10", "size 12", "size 6",
         "size 4", "size 14", "size 16", "a 32 waist", "32x34", "30x32", "34x30", "36x32", "size 9", "size 10.5",
         "size 7.5", "size 11", "size 12 wide", "a medium", "a large", "an xl", "a small", "petite", "plus size",
         "tall", "size 0", "size 2", "38 regular", "42 long", "40r", "34b", "36c", "size 5", "size 13",
         "us 9", "eu 42", "uk 8", "one size"]
AUDIENCE = ["men's", "women's", "kids'", "boys'", "girls'", "mens", "womens", "ladies", "toddler", "baby",
            "unisex", "teen", "maternity", "big and tall", "petite"]
PEOPLE = ["my son", "my daughter", "my husband", "my wife", "my boyfriend", "my girlfriend", "my dad", "my mom",
          "my grandson", "my niece", "my nephew", "a friend", "my brother", "my sister", "my toddler",
          "my teenager", "my partner", "my grandpa", "my coworker"]
OCCASIONS = ["a wedding", "a job interview", "the office", "a funeral", "a date", "the beach", "a party",
             "prom", "graduation", "a hike", "the gym", "yoga", "running", "winter", "summer", "a cruise",
             "a black tie event", "a baby shower", "church", "a concert", "a first date", "work", "school",
             "a christmas party", "a ski trip", "a business trip", "a rainy day", "a festival", "a bbq",
             "a cocktail party", "a tropical vacation", "hiking in the mountains", "casual fridays"]
PRICES = ["$20", "$25", "$30", "$40", "$50", "$60", "$75", "$100", "$150", "$200", "20 dollars", "50 bucks",
          "a hundred dollars", "$35", "$80", "£40", "€60"]
BODY = ["5'4", "5'7", "6'1", "5'2", "5'10", "6 feet", "5 foot 6", "5'11", "6'3", "5'5"]
WEIGHT = ["120 lbs", "135 pounds", "150 lbs", "175 lbs", "190 pounds", "210 lbs", "140 lbs", "165 pounds",
          "230 lbs", "115 lbs"]
MEASURE = ["a 34 inch chest", "a 28 inch waist", "a 36 waist", "38 inch hips", "a 42 chest", "a 30 inch inseam",
           "a 32 inch inseam", "wide feet", "narrow feet", "high arches", "flat feet", "broad shoulders",
           "long arms", "a long torso", "big calves", "thick thighs", "a small wrist", "a 15.5 neck",
           "a 16 inch neck", "a 7 inch wrist"]
FIT = ["run small", "run large", "run big", "fit true to size", "run narrow", "run wide", "stretch out",
       "shrink", "fit snug", "run short", "run long", "fit loose", "fit tight"]

def plural(word):
    """A plural form good enough for shopping words ("hoodie" → "hoodies", "dress" → "dresses")."""
    last = word.split(" ")[-1]
    if last in ("jeans", "pants", "shorts", "leggings", "tights", "glasses", "sunglasses", "clothes") or \
            (last.endswith("s") and not last.endswith("ss")):
        return word
    if last.endswith(("ss", "sh", "ch", "x")):
        return word + "es"
    if last.endswith("y") and last[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"

C = {"top": TOPS, "bottom": BOTTOMS, "dress": DRESSES, "outer": OUTER, "under": UNDER, "shoe": SHOES,
     "acc": ACCESSORIES, "item": ITEMS, "garment": GARMENTS, "brand": BRANDS, "color": COLORS,
     "mat": MATERIALS, "size": SIZES, "aud": AUDIENCE, "who": PEOPLE, "occ": OCCASIONS, "price": PRICES,
     "height": BODY, "weight": WEIGHT, "measure": MEASURE, "fit": FIT, "suit": SUITS, "plural": PLURALISH,
     "it": ["it", "this", "this one", "they", "these", "the item", "this product"],
     "theyit": ["they", "it", "these", "this"],
     "bag": ["bag", "backpack", "purse", "tote", "handbag", "wallet", "suitcase strap", "crossbody", "clutch", "duffel"],
     "jewel": ["necklace", "bracelet", "ring", "earrings", "chain", "pendant", "anklet", "watch band", "cufflinks", "brooch"],
     "part": ["the zipper", "the buttons", "the pockets", "the hood", "the straps", "the waistband", "the collar",
              "the sleeves", "the lining", "the laces", "the sole", "the heel", "the insole", "the clasp",
              "the hem", "the cuffs", "the drawstring", "the toe box", "the tongue", "the buckle", "the shoulder strap"]}

# ------------------------------------------------------------------ valid: product Q&A about clothing items
VALID_QA = [
    "does {it} {fit}?", "do {theyit} {fit}", "{theyit} {fit}?", "I'm {height} and {weight}, what size should I get?",
    "I am {height} {weight} would a {size} fit me", "what size should I order if I have {measure}",
    "I have {measure}, will {it} fit?", "I usually wear {size} in {brand}, what size in these?",
    "I normally wear {size}. Should I size up or down?", "should I order a size up?",
    "is {it} true to size?", "what is the inseam on the {size}?", "how long is the inseam", "what's the rise on these",
    "what are the measurements of a {size}", "how long are the sleeves on the {size}", "is there a size chart?",
    "what is the length from shoulder to hem", "how much stretch is in the fabric", "is the fabric stretchy?",
    "is {it} {mat}?", "what material is {it} made of?", "what is the fabric content", "is the material thick or thin",
    "is {it} see through?", "is the white see-through", "is {it} lined?", "is there a lining", "is it itchy?",
    "does {it} shrink after washing?", "can I put {it} in the dryer?", "is {it} machine washable?",
    "how do I wash this?", "can it be dry cleaned", "does it need to be ironed", "does the color bleed in the wash",
    "does it wrinkle easily", "will it pill after a few washes", "does the {color} fade?",
    "is the {color} more of a {color} color?", "what color is the {color} in person?", "is the color accurate to the picture",
    "does {it} have pockets?", "are there pockets on the side", "is {part} metal or plastic?", "how sturdy is {part}?",
    "are {part} adjustable?", "does it come with {part}", "is {part} removable?", "how deep are the pockets",
    "what is the heel height?", "how high is the heel", "do these have arch support?", "is the sole non slip?",
    "are these good for standing all day?", "are they comfortable for walking", "do they come in wide width?",
    "should I get a half size up?", "are these waterproof?", "is {it} water resistant", "are the boots insulated",
    "how warm is this coat", "is it warm enough for {occ}", "is this good for {occ}?", "can I wear this to {occ}?",
    "would this work for {occ}", "is the {bag} waterproof?", "will a 15 inch laptop fit in the {bag}?",
    "how many compartments does the {bag} have", "what are the dimensions of the {bag}", "how long is the strap on the {bag}",
    "does the {bag} have a zipper closure", "is the {jewel} real silver?", "will the {jewel} tarnish?",
    "will the {jewel} turn my skin green", "is the {jewel} hypoallergenic?", "how long is the chain",
    "is the {jewel} adjustable", "what size is the ring", "does the {jewel} come in a gift box",
    "is the {item} unisex?", "is this for men or women?", "is this the {aud} version?",
    "does it come in {color}?", "do you have this in {color}", "is this available in {size}?", "will there be more {size} in stock?",
    "when will the {size} be back in stock", "is the {size} in stock", "does the {item} come in {size}",
    "is the {item} true to size?", "how does the {item} fit?", "does the {item} {fit}?", "is the {item} {mat}?",
    "can you machine wash the {item}?", "does the {item} have pockets", "how long is the {item}?",
    "is the {item} good quality?", "is the {item} lined?", "what is the {item} made of", "is the {item} thick?",
    "will the {item} keep me warm?", "is the {item} breathable?", "is the {item} see through", "does the {item} stretch",
    "my {item} {fit}, what should I do", "I bought a {size} {item} and it was too small, should I size up",
    "are these {shoe} good for wide feet?", "do the {shoe} have good traction", "how much do the {shoe} weigh",
    "are the {shoe} leather or synthetic", "can I run in these {shoe}?", "do the {shoe} squeak",
    "would these {shoe} work with orthotics?", "are the {shoe} vegan?", "do these {shoe} need breaking in?",
    "what's the difference between the {color} and the {color} one", "is this the same as last year's model?",
    "is this a {brand} original?", "is this authentic {brand}?", "are these real {brand}?",
    "does the {garment} have a hood", "does the {garment} have a zipper", "is the waist elastic?", "does it have belt loops",
    "is the neckline low", "is it a v neck?", "how low cut is it", "is the back open", "can you wear a bra with it",
    "are the straps wide enough to hide a bra", "is it padded?", "does it have underwire?", "what cup size is a {size}",
    "is it high waisted?", "are they high rise or mid rise", "are these slim fit or regular", "is it cropped",
    "how long is the dress on someone {height}", "does the dress hit above the knee?", "is it ankle length",
    "would a {size} fit {who}?", "what size for {who} who wears {size}", "would this fit {who}",
    "I'm buying this for {who}, they wear {size}, which size?", "my {aud} {item} ripped after a week, is that normal",
    "are the seams strong", "is the stitching good?", "does it come folded or on a hanger",
]

# ------------------------------------------------------------------ valid: shopper requests to a store assistant
VALID_REQ = [
    "do you have {item}?", "do you sell {item}", "got any {item}?", "got {plural}?", "any {brand}?", "any {brand} {item}?",
    "do you carry {brand}?", "do you have {brand} {shoe}", "show me {item}", "show me {color} {item}",
    "show me {aud} {item}", "show me {color} {item} under {price}", "I need {item} for {occ}",
    "I'm looking for {item}", "I am looking for a {color} {item} in {size}", "looking for {aud} {item} in {size}",
    "find me {item} for {occ}", "find {color} {item} size {size}", "can you find me a {mat} {item}",
    "I want to buy {item}", "I'd like some {item}", "I need new {shoe}", "I need a new {item}",
    "where are the {item}?", "where can I find {aud} {item}", "which aisle has {item}", "what {item} do you have",
    "what {item} do you have in {size}", "what {item} would you recommend for {occ}",
    "recommend {item} for {occ}", "what should I wear to {occ}?", "what to wear for {occ}", "outfit ideas for {occ}",
    "help me pick an outfit for {occ}", "what goes with {color} {item}?", "what color {item} goes with {color} {item}",
    "does {color} go with {color}", "what shoes go with a {color} {dress}", "what should I wear with {color} {bottom}",
    "how do I style a {item}", "is {color} in style this season?", "what's trending in {aud} fashion",
    "what are the new arrivals", "any new {item} this week?", "what's on sale", "are {item} on sale?",
    "any deals on {item}?", "do you have any discounts on {brand}", "cheapest {item} you have",
    "{item} under {price}", "{color} {item} under {price}", "how much are the {item}", "how much is the {color} {item}",
    "what's the price of the {brand} {item}", "is the {item} in stock", "do you have the {item} in {size}",
    "do you have this in {size}", "do you have {size}", "I need {size}", "need {aud} {item} size {size}",
    "gift ideas for {who}", "what's a good gift for {who} who likes {brand}", "birthday present for {who}, maybe a {acc}",
    "I need something to wear to {occ}", "something warm for {occ}", "something comfy for lounging at home",
    "I need a {color} {dress} for {occ}", "help me find {shoe} for {occ}", "best {shoe} for {occ}",
    "can I return {item} that don't fit?", "what is your return policy on {item}", "can I exchange the {item} for a bigger size",
    "can I exchange these {shoe} for {size}", "how long does shipping take for the {item}",
    "can I order the {item} online and pick up in store", "do you do alterations?", "can you hem my {bottom}",
    "do you have a tailor", "can you gift wrap the {acc}", "is there a fitting room", "can I try on the {item}",
    "what sizes do the {item} come in", "do you have plus size {item}", "do you have petite {bottom}",
    "do you have tall sizes", "do you have big and tall {top}", "are there {aud} sizes", "do you have wide {shoe}",
    "{brand} {item}", "{color} {item}", "{aud} {item}", "{item} {size}", "{color} {item} {size}", "{mat} {item}",
    "{aud} {color} {item}", "{brand} {shoe} {size}", "{item} for {occ}", "{color} {mat} {item}",
    "{aud} {item} on sale", "{item} in {color}?", "{size} {item}?", "cheap {item}", "{item}?", "any {item}?",
    "have any {color} {item}?", "{item} please", "I want {color} {shoe}", "need {item} asap",
    "what {shoe} are best for {occ}", "are {brand} {shoe} good for {occ}?", "{brand} or {brand} for {shoe}?",
    "which is warmer, the {outer} or the {outer}?", "should I get the {item} or the {item}",
    "is a {outer} warm enough for {occ}", "I spilled wine on my {item}, how do I get it out",
    "how do I get a stain out of my {item}", "how do I shrink {bottom} that are too big", "how should a {suit} fit",
    "how do I measure my {measure2}", "how do I know my shoe size", "how do I find my bra size",
    "what's the difference between slim fit and skinny", "what's the difference between {mat} and {mat}",
    "is {mat} good for summer?", "is {mat} warm?", "which fabric is best for hot weather",
    "how do I care for {mat} {item}", "how do I clean {mat} {shoe}", "can I wash {mat} in the machine",
    "how do I break in new {shoe}", "how do I stop my {shoe} from smelling", "how to tie a tie", "how do I fold a {top}",
    "can you help me choose {item}", "help me find a {acc} to match my {dress}", "I lost weight, what size {bottom} now",
    "my {who_s} feet grew, what size {shoe} next", "does {brand} run small?", "do {brand} {shoe} run big?",
    "what size am I in {brand} if I'm {size} in {brand}", "{aud} {shoe} in {color}", "school uniform {item}",
    "matching {item} for the whole family", "a {color} {acc} to go with my {color} {outer}",
    "find a {acc} for {who}", "something {color} to wear to {occ}", "clothes for {occ}", "clothing for {who}",
    "outfits for {who}", "an outfit for {occ}", "what to pack for {occ}", "what clothes should I pack for {occ}",
    "dress code for {occ}, what should I wear", "is it ok to wear {color} to {occ}", "can men wear {item}",
    "I want to update my wardrobe", "I need a whole new wardrobe for work", "capsule wardrobe ideas",
    "what fashion accessories are in right now", "help me accessorize this outfit", "shop {aud} clothing",
    "browse {item}", "new in {aud} {item}", "best selling {item}", "top rated {shoe}", "most popular {item}",
    "got {items}?", "any {items}?", "do you have {items}", "do you sell {items}?", "{items}?", "{items} please",
    "{color} {items}", "{aud} {items}", "{brand} {items}", "{items} on sale?", "cheap {items}", "{items} in {size}",
    "show me your {items}", "I need some new {items}", "where are your {items}", "looking for {items}",
    "what {items} do you have", "{items} for {occ}", "{mat} {items}", "{items} under {price}",
    "have any {brand} {shoes}?", "got {color} {shoes}", "{shoes} in {size}", "{aud} {shoes}", "{brand} {shoes}",
    "are your {items} true to size", "do your {shoes} run small", "do you have {tops} with pockets",
    "I want {color} {tops} for {occ}", "{tops} in {color} and {color}", "my {item} doesn't fit",
    "{brand}?", "got {brand}?", "anything from {brand}?", "any {brand} stuff?", "do you stock {brand}?",
    "is {brand} on sale", "{brand} new arrivals", "any {brand} on sale?", "{brand} in {color}?", "any {brand} in {size}?",
    "what {brand} do you have", "got any {brand} in stock?", "do you have anything by {brand}", "{brand} for {aud}",
    "{item} too tight in the waist", "the {item} is too long, can I exchange it", "do the {items} come in {size}",
]
C["items"] = [plural(x) for x in ITEMS]
C["shoes"] = [plural(x) for x in SHOES]
C["tops"] = [plural(x) for x in TOPS + OUTER + DRESSES]
C["measure2"] = ["waist", "inseam", "chest", "hips", "neck size", "foot", "ring size", "wrist", "bust", "sleeve length"]
C["who_s"] = ["son's", "daughter's", "kid's", "toddler's", "husband's", "wife's"]

# ------------------------------------------------------------------ invalid: other products (Q&A and shopping)
ELECTRONICS = ["phone", "laptop", "tablet", "tv", "monitor", "router", "printer", "camera", "headphones",
               "earbuds", "speaker", "smartwatch", "charger", "keyboard", "mouse", "hard drive", "power bank",
               "projector", "drone", "soundbar", "webcam", "microphone", "graphics card", "usb cable",
               "hdmi cable", "gaming chair", "e-reader", "fitness tracker", "smart plug", "security camera",
               "phone case", "screen protector", "memory card", "ssd", "remote", "receiver", "turntable",
               "dash cam", "gps", "walkie talkie", "vr headset"]
GAMES = ["game", "video game", "controller", "console", "ps5", "xbox", "switch", "playstation", "board game",
         "puzzle", "card game", "this game", "the dlc", "the expansion", "gamepad", "joystick"]
APPLIANCES = ["washer", "dryer", "dishwasher", "fridge", "refrigerator", "microwave", "oven", "stove", "blender",
              "toaster", "coffee maker", "vacuum", "air fryer", "mixer", "kettle", "freezer", "air purifier",
              "dehumidifier", "humidifier", "space heater", "fan", "air conditioner", "water filter",
              "ice maker", "garbage disposal", "range hood", "food processor", "slow cooker", "pressure cooker",
              "juicer", "water heater", "lint filter", "dryer vent", "washer hose", "fridge filter", "toaster oven",
              "espresso machine", "robot vacuum", "sewing machine", "iron", "steamer"]
OTHER_PRODUCTS = ["tent", "bike", "stroller", "car seat", "grill", "lawn mower", "drill", "saw", "hammer",
                  "paint", "flashlight", "fishing rod", "golf clubs", "tennis racket", "yoga mat", "dumbbells",
                  "treadmill", "kayak", "cooler", "water bottle", "knife set", "pan", "pot", "cutting board",
                  "toy", "doll", "lego set", "action figure", "stuffed animal", "dog food", "cat litter",
                  "vitamins", "shampoo", "toothbrush", "razor", "perfume", "lotion", "light bulb", "battery",
                  "batteries", "printer ink", "toner", "book", "textbook", "guitar", "piano", "violin strings",
                  "aquarium", "bird feeder", "garden hose", "plant pot", "seeds", "mattress", "pillow", "sheets",
                  "comforter", "car battery", "tires", "wiper blades", "motor oil", "music box", "globe",
                  "telescope", "microscope", "calculator", "stapler", "desk lamp", "candle", "diffuser"]
PRODUCT = ELECTRONICS + GAMES + APPLIANCES + OTHER_PRODUCTS
DEVICE_BRANDS = ["Samsung", "Apple", "Sony", "LG", "Whirlpool", "GE", "Bosch", "Dell", "HP", "Lenovo", "Canon",
                 "Nikon", "Microsoft", "Nintendo", "Dyson", "KitchenAid", "Frigidaire", "Maytag", "Kenmore",
                 "Panasonic", "Philips", "Logitech", "Asus", "Acer", "Bose", "JBL", "Roku", "Garmin", "Fitbit",
                 "Ninja", "Cuisinart", "Keurig", "Shark", "Black and Decker", "DeWalt", "Makita", "Ryobi",
                 "Xiaomi", "Google", "Amazon", "Epson", "Brother", "Vizio", "TCL", "Hisense", "Sega", "Hasbro", "Mattel"]
C.update({"prods": [plural(x) for x in PRODUCT],
          "prod": PRODUCT, "elec": ELECTRONICS, "game": GAMES, "appl": APPLIANCES, "dbrand": DEVICE_BRANDS,
          "other": OTHER_PRODUCTS,
          "os": ["windows 10", "windows 11", "mac", "macos", "linux", "android", "ios", "chromebook", "iphone 12",
                 "iphone 15", "galaxy s22", "ipad", "pixel 7", "my pc"],
          "num": ["2", "3", "4", "5", "10", "12", "20", "30", "100", "220", "110", "1000"]})

INVALID_PRODUCT = [
    "does the {elec} work with {os}?", "is the {elec} compatible with {os}", "will this {elec} work with my {dbrand}",
    "what is the battery life of the {elec}?", "how long does the battery last", "does it come with a charger?",
    "does the {elec} have bluetooth", "does it support wifi 6?", "what is the resolution of the {elec}",
    "how many watts is the {appl}?", "is the {appl} loud?", "how loud is the motor", "what is the wattage",
    "does the {appl} have an auto shut off", "will this filter fit my {dbrand} {appl}?", "what is the model number of the filter",
    "will this part fit my {dbrand} {appl}", "does this fit a {dbrand} {appl} model {num}", "is this replacement part oem?",
    "how many cups does the {appl} hold", "is the {appl} dishwasher safe", "can the {appl} be used outdoors",
    "does the {appl} need to be vented", "what size is the {appl}?", "what are the dimensions of the {appl}?",
    "how heavy is the {prod}?", "what size batteries does the {prod} take?", "what size is the tv", "how tall is the {prod}",
    "is the {game} multiplayer?", "can you play the {game} offline", "does the {game} have split screen?",
    "is this game in english", "does this game have subtitles?", "how many players can play the {game}",
    "is this the complete edition", "does the {game} work on {game}?", "is it region free?", "does it include the dlc",
    "what age is the {game} for", "is this game kid friendly?", "does the controller need batteries",
    "does the {prod} come assembled?", "how hard is the {prod} to assemble", "is the {prod} easy to clean",
    "does the {prod} come with a warranty?", "how long is the warranty on the {prod}", "is the {prod} refurbished?",
    "is the {prod} new or used", "where is the {prod} made", "does the {prod} come with instructions",
    "can I get replacement parts for the {prod}", "does the {prod} use AA batteries", "how do I reset the {elec}",
    "my {elec} won't turn on", "how do I update the firmware on my {elec}", "how do I pair the {elec} with my phone",
    "is the {elec} waterproof?", "is the {prod} waterproof", "is the phone case waterproof", "does the {prod} fit in a car",
    "what song does the music box play?", "what voltage is the {appl}", "does it work on 220 volts",
    "can I use the {appl} in europe", "does the {prod} come in {color}", "is the {prod} made of plastic or metal",
    "is the {prod} bpa free?", "is the {prod} safe for kids", "what age is this toy for", "is the {other} {color}?",
    "do you sell {prod}?", "do you have {prod}", "I need a new {prod}", "looking for a {dbrand} {prod}",
    "show me {prod}", "show me {dbrand} {elec}", "cheap {prod}", "{dbrand} {prod}", "{prod} under {price}",
    "{color} {prod}", "best {prod} for {price}", "{prod} on sale", "any deals on {prod}?", "got any {prod}?",
    "I want to buy a {prod}", "where can I buy a {prod}", "recommend a {prod}", "which {elec} should I get",
    "compare the {dbrand} and {dbrand} {elec}", "is the {dbrand} {prod} worth it", "how much is the {prod}",
    "{prod} replacement", "{dbrand} {appl} parts", "{elec} charger", "{num} pack of {other}", "{prod}?",
    "any {dbrand}?", "got {dbrand}?", "{prod} for {who}", "gift ideas for {who} who likes {game}s",
    "a {prod} for {who}", "does the {prod} come with a remote", "can the {elec} be mounted on a wall",
    "how many gb of storage", "how much ram does it have", "does it have a usb-c port", "is the screen touch",
    "what processor does the laptop have", "does the printer scan", "does the camera shoot 4k",
    "does the vacuum work on carpet", "does the blender crush ice", "is the mattress firm or soft",
    "what thread count are the sheets", "does the pillow go flat", "is the tent waterproof", "how many people fit in the tent",
    "what is the weight limit of the {prod}", "what size tires does the bike have", "is the bike good for kids",
    "can the grill use propane", "does the drill come with bits", "what grit is the sandpaper",
    "is the dog food grain free", "is the shampoo sulfate free", "does the perfume last long", "how many pages is the book",
    "is this the hardcover edition", "what ink does the printer use", "is the {prod} cordless?",
]

# ------------------------------------------------------------------ invalid: furniture and home searches
FURN = ["sofa", "couch", "sectional", "loveseat", "armchair", "accent chair", "recliner", "ottoman", "bench",
        "coffee table", "end table", "side table", "console table", "dining table", "dining chairs", "bar stools",
        "counter stools", "bookcase", "bookshelf", "shelving unit", "tv stand", "media console", "dresser",
        "nightstand", "chest of drawers", "bed frame", "headboard", "platform bed", "bunk bed", "daybed",
        "futon", "sleeper sofa", "desk", "office chair", "filing cabinet", "wardrobe armoire", "vanity",
        "bathroom vanity", "mirror", "wall mirror", "floor lamp", "table lamp", "chandelier", "pendant light",
        "ceiling fan", "area rug", "runner rug", "outdoor rug", "doormat", "curtains", "blackout curtains",
        "curtain rod", "throw pillows", "throw blanket", "duvet cover", "bath towels", "shower curtain",
        "wall art", "canvas print", "picture frames", "wall clock", "planter", "patio set", "patio umbrella",
        "outdoor sofa", "adirondack chair", "hammock", "porch swing", "fire pit", "storage cabinet",
        "kitchen island", "wine rack", "coat rack", "shoe rack", "shoe cabinet", "storage bench", "toy box",
        "crib", "changing table", "rocking chair", "glider", "kitchen cart", "pantry cabinet", "medicine cabinet",
        "towel bar", "bathroom shelf", "floating shelves", "wall shelf", "corner shelf", "room divider",
        "bean bag chair", "chaise lounge", "accent table", "nesting tables", "hall tree", "entryway bench",
        "sideboard", "buffet", "credenza", "hutch", "bar cart", "barstool", "accent cabinet", "vanity stool",
        "queen bed", "king bed", "twin bed", "mattress topper", "bed skirt", "quilt set", "comforter set",
        "kitchen faucet", "bathroom sink", "toilet", "bathtub", "shower head", "cabinet hardware", "drawer pulls",
        "door knobs", "area rug 8x10", "rug 5x7", "bath mat", "laundry hamper", "wall sconce", "vanity light"]
FSTYLE = ["modern", "mid century", "farmhouse", "rustic", "industrial", "boho", "coastal", "scandinavian",
          "traditional", "contemporary", "vintage", "minimalist", "glam", "tufted", "round", "rectangular",
          "oval", "square", "large", "small", "tall", "low", "extendable", "folding", "swivel", "reclining",
          "upholstered", "solid wood", "reclaimed wood", "oak", "walnut", "pine", "teak", "marble", "glass",
          "metal", "wrought iron", "rattan", "wicker", "bamboo", "velvet", "linen", "leather", "faux leather",
          "boucle", "outdoor", "indoor", "waterproof", "washable", "kids", "white", "black", "grey", "navy",
          "green", "blue", "beige", "gold", "brass", "chrome", "teal", "pink", "emerald", "mustard", "cream",
          "two tone", "multi color", "distressed", "shag", "jute", "wool", "cotton", "plush", "storage",
          "lift top", "drum", "pedestal", "nesting", "wall mounted", "corner", "l shaped", "6 drawer",
          "3 piece", "5 piece", "set of 2", "set of 4", "60 inch", "72 inch", "king size", "queen size"]
C.update({"furn": FURN, "fstyle": FSTYLE})
INVALID_FURN = [
    "{furn}", "{fstyle} {furn}", "{fstyle} {fstyle} {furn}", "{color} {furn}", "{fstyle} {furn} with storage",
    "{furn} for living room", "{furn} for small spaces", "{furn} for bedroom", "{fstyle} {furn} for patio",
    "{furn} set", "{fstyle} {color} {furn}", "{furn} {fstyle}", "{dbrand2} {furn}", "{dbrand2} {fstyle} {furn}",
    "{furn} with drawers", "{furn} under {price}", "do you have {furn}?", "I need a {fstyle} {furn}",
    "looking for a {furn} for my apartment", "show me {fstyle} {furn}s", "{furn} that fits a {num} inch tv",
    "{fstyle} {furn} and matching {furn}", "how do I assemble the {furn}", "what are the dimensions of the {furn}?",
    "is the {furn} easy to assemble?", "does the {furn} come assembled", "how much weight can the {furn} hold",
    "is the {furn} solid wood?", "is the {furn} cushion removable", "is the fabric on the {furn} stain resistant",
    "will the {furn} fit through a doorway", "how tall is the {furn}", "{furn} {num} inch",
]
C["dbrand2"] = ["ashley", "ikea", "wayfair", "west elm", "pottery barn", "crate and barrel", "safavieh",
                "zinus", "sauder", "andover mills", "lark manor", "mercury row", "wade logan", "latitude run",
                "birch lane", "three posts", "greyleigh", "ebern designs", "zipcode design", "red barrel studio"]

# ------------------------------------------------------------------ invalid: assistant requests, small talk
BANK = ["what's my account balance", "transfer {num} dollars to my savings", "how much money do I have in checking",
        "pay my electric bill", "when is my credit card payment due", "what is my credit score", "freeze my debit card",
        "I lost my credit card", "report a fraudulent charge", "what's the interest rate on my savings",
        "how do I open a new bank account", "what was my last transaction", "send money to my brother",
        "how much did I spend on groceries last month", "set up direct deposit", "what's my routing number",
        "increase my credit limit", "how do I dispute a charge", "can I get a loan", "what are the mortgage rates",
        "how do I roll over my 401k", "is my payment pending", "cancel my automatic payment",
        "what's the minimum payment on my card", "how many rewards points do I have", "redeem my points",
        "how do I apply for a new credit card", "my card was declined why", "order new checks",
        "what's the exchange rate for euros", "convert {num} dollars to yen", "how much tax do I owe",
        "when will I get my tax refund", "split the bill with my friends", "pay back my roommate",
        "what's my budget for this month", "how much do I owe on my car loan", "pay my phone bill",
        "what's the balance on my visa", "show me recent transactions", "can you lock my account"]
TRAVEL = ["book a flight to {city}", "find me a hotel in {city}", "what's the weather in {city}",
          "will it rain tomorrow", "is it going to snow this weekend", "how hot will it be today",
          "what's the temperature outside", "do I need an umbrella today", "do I need a visa to visit {city}",
          "what's the time in {city}", "how far is {city} from here", "how long is the flight to {city}",
          "my luggage was lost", "what gate is my flight", "is my flight delayed", "cancel my hotel reservation",
          "rent a car in {city}", "book a table for two at an italian restaurant", "reserve a table for {num}",
          "what are the best restaurants in {city}", "find a gas station nearby", "how's the traffic on the way to work",
          "give me directions to the airport", "call an uber", "how do I get to the train station",
          "what's the exchange rate in {city}", "what vaccines do I need for travel", "tell me about {city}",
          "what should I see in {city}", "carry on luggage size limit", "how many bags can I check",
          "what documents do I need to travel", "translate hello into spanish", "how do you say thank you in french",
          "what language do they speak in {city}", "is {city} safe for tourists", "book a train to {city}",
          "what plugs do they use in {city}", "find a cheap flight for next weekend"]
HOME_UTIL = ["set a timer for {num} minutes", "set an alarm for 7 am", "wake me up at 6", "remind me to call mom",
             "add milk to my shopping list", "what's on my calendar today", "schedule a meeting with john",
             "play some jazz", "play my workout playlist", "skip this song", "turn up the volume",
             "turn off the lights", "dim the living room lights", "set the thermostat to 70", "lock the front door",
             "what time is it", "what's today's date", "what day is it tomorrow", "tell me a joke",
             "tell me a fun fact", "flip a coin", "roll a die", "pick a random number between 1 and {num}",
             "what's {num} times {num}", "what is the square root of {num}", "how many ounces in a cup",
             "convert {num} miles to kilometers", "spell necessary", "define serendipity", "what's the capital of peru",
             "who wrote hamlet", "who won the game last night", "what's the score of the lakers game",
             "what's in the news today", "read me my messages", "text my wife I'm running late", "call my dad",
             "find my phone", "how do I reset my password", "change your name to jarvis", "speak slower",
             "what's your name", "are you a robot", "who made you", "how old are you", "where are you from",
             "what can you do", "do you have pets", "what's your favorite color", "are you human",
             "hello", "hi there", "good morning", "hey", "how are you", "how's it going", "thanks", "thank you so much",
             "goodbye", "see you later", "bye", "nevermind", "cancel that", "yes", "no", "maybe", "ok", "sure",
             "that's not what I asked", "I don't understand", "you're not helpful", "can you repeat that",
             "what did you say", "never mind", "lol", "haha", "cool", "awesome", "I'm bored", "I'm sad today",
             "I love you", "are you there", "help", "what is the meaning of life", "who is the president",
             "how tall is mount everest", "how far away is the moon", "why is the sky blue",
             "how many calories in an apple", "what should I make for dinner", "give me a recipe for lasagna",
             "how long do I boil an egg", "substitute for eggs in baking", "how long does chicken last in the fridge",
             "is this mushroom edible", "what's a good wine with steak", "find a pizza place that delivers",
             "order my usual from the coffee shop", "how do I change a tire", "when is my next oil change",
             "what's the gas mileage of my car", "my check engine light is on", "how do I jump start a car",
             "schedule a dentist appointment", "what are the symptoms of the flu", "how much water should I drink",
             "how many steps did I take today", "find a doctor near me", "how do I lower my cholesterol",
             "what are the side effects of ibuprofen", "book a massage", "how many vacation days do I have left",
             "request time off next friday", "when is payday", "who is my manager", "how do I file an expense report",
             "what's the wifi password", "how do I connect to the printer", "my internet is slow",
             "how do I fix a leaky faucet", "how do I unclog a drain", "when is garbage day", "water the plants",
             "how often should I water a cactus", "my dog ate chocolate what do I do", "how do I train my puppy",
             "what's a good name for a cat", "what movies are playing tonight", "recommend a good book",
             "what's a good tv show to watch", "who sings this song", "what are the lyrics to happy birthday",
             "how do I meditate", "tell me a bedtime story", "what's the population of canada",
             "how do you say goodbye in german", "what rhymes with orange", "how do I make slime",
             "what's the best way to study for a test", "how do I write a resume", "help me with my math homework",
             "solve this equation", "what's the speed of light", "how do airplanes fly", "is pluto a planet",
             "how do I plant tomatoes", "when does spring start", "how many days until christmas",
             "what's the date of thanksgiving", "is the bank open on sunday", "what time does the post office close",
             "how do I renew my driver's license", "where do I vote", "how do I apply for a passport",
             "is it bad to sleep with wet hair", "can dogs eat grapes", "why do cats purr", "do fish sleep",
             "what's the best phone plan", "how do I start a podcast", "how do I learn to code", "play a podcast",
             "what's the stock price of apple", "should I buy bitcoin", "how is the stock market doing today",
             "what's the tallest building in the world", "who invented the light bulb", "when did ww2 end",
             "how do I get rid of ants", "how do I cook rice", "what's the weather like this week",
             "how do I get a refund for my concert tickets", "book a haircut for saturday", "find a yoga class near me",
             "how do I become a pilot", "what jobs pay the most", "how do I ask for a raise", "how do I quit my job",
             "what's a good stretch for back pain", "my knee hurts when I run", "how much sleep do I need"]
C["city"] = ["paris", "tokyo", "new york", "london", "chicago", "rome", "berlin", "cancun", "sydney", "toronto",
             "miami", "denver", "seattle", "mexico city", "madrid", "dublin", "bangkok", "lisbon", "boston"]

ASSIST = [
    "what's the weather like in {city} {when}", "will I need an umbrella in {city} {when}", "how cold is it in {city}",
    "book a {transport} to {city} for {when}", "find a {transport} from {city} to {city}", "how long is the drive to {city}",
    "what's my {account} balance", "transfer {money} from {account} to {account}", "how much is in my {account}",
    "pay my {bill} bill", "when is my {bill} bill due", "cancel my {subscription} subscription",
    "remind me to {task} {when}", "add {grocery} to my shopping list", "put {grocery} on the grocery list",
    "what's on my grocery list", "set an alarm for {time}", "set a timer for {num} minutes", "play {music}",
    "how do I {howto}", "what's the best way to {howto}", "how many calories are in {food}", "is {food} healthy",
    "give me a recipe for {food}", "how long do I cook {food}", "find a {place} near me", "is the {place} open {when}",
    "reserve a table at {restaurant} for {num} at {time}",
    "does {restaurant} take reservations", "how many {unit} are in a {unit}", "convert {num} {unit} to {unit}",
    "what's {num} plus {num}", "what is {num} percent of {num}", "schedule a meeting with {name} {when}",
    "call {name}", "text {name} that I'm on my way",
    "what's {name}'s phone number", "share my location with {name}", "how many vacation days do I have",
    "what is my {pto} balance", "tell me about {topic}", "what is the history of {topic}", "who invented {topic}",
    "what's the latest news about {topic}",
    "when is {holiday} this year", "how many days until {holiday}",
    "is it safe to drink the water in {city}",
    "check in for my {airline} flight", "is my {airline} flight on time",
    "my {car_part} is making a noise", "when should I replace my {car_part}", "how much does it cost to fix a {car_part}",
    "schedule an oil change {when}", "how do I get to {place}",
    "set the thermostat to {num} degrees", "turn {onoff} the {room} lights", "is the {room} window open",
    "what's your name", "what do you think about {topic}",
    "I want to know {fact_q}", "can you tell me {fact_q}", "do you know {fact_q}", "{fact_q}",
]
C.update({
    "when": ["today", "tomorrow", "tonight", "this weekend", "next week", "on monday", "on friday", "at noon",
             "in the morning", "next month", "on the 10th", "at 5pm", "later"],
    "transport": ["flight", "train", "bus", "ferry", "rental car", "taxi", "uber", "hotel room", "cabin"],
    "account": ["checking", "savings", "credit card", "bank", "joint", "business", "retirement", "paypal"],
    "money": ["$100", "500 dollars", "$20", "fifty dollars", "$1,000", "200 euros"],
    "bill": ["electric", "water", "phone", "internet", "gas", "cable", "credit card", "insurance", "rent"],
    "subscription": ["netflix", "spotify", "gym", "magazine", "newspaper", "amazon prime", "hulu", "cloud storage"],
    "task": ["call the dentist", "pick up the kids", "take my medicine", "buy milk", "pay rent", "water the plants",
             "walk the dog", "email my boss", "renew my license", "feed the cat", "go to the bank"],
    "grocery": ["eggs", "milk", "bread", "bananas", "coffee", "rice", "chicken", "apples", "cheese", "pasta",
                "paper towels", "dish soap", "orange juice", "butter", "yogurt", "tomatoes"],
    "time": ["6 am", "7:30", "noon", "8 pm", "6:45 tomorrow", "9 o'clock", "half past seven"],
    "music": ["some jazz", "my road trip playlist", "taylor swift", "classical music", "the beatles", "lofi beats",
              "something relaxing", "rock music", "the top 40", "a podcast about history", "white noise"],
    "howto": ["change a tire", "boil an egg", "reset my router", "make pancakes", "unclog a sink", "plant a tree",
              "fix a squeaky door", "jump start a car", "write a resume", "learn spanish", "save money",
              "get rid of mold", "clean my oven", "paint a room", "change my password", "back up my phone",
              "improve my credit", "fall asleep faster", "cook a turkey", "brew beer", "install a ceiling fan"],
    "food": ["pizza", "lasagna", "an avocado", "a banana", "chicken breast", "brown rice", "a big mac", "pancakes",
             "salmon", "tofu", "quinoa", "chocolate cake", "beef stew", "a boiled egg", "sushi", "oatmeal"],
    "place": ["gas station", "pharmacy", "post office", "coffee shop", "hospital", "atm", "grocery store",
              "library", "dmv", "car wash", "vet", "dentist", "hardware store", "park", "gym", "bank"],
    "restaurant": ["olive garden", "the noodle bar", "the italian place", "applebee's", "red lobster", "outback",
                   "the sushi bar downtown", "ihop", "cheesecake factory", "texas roadhouse"],
    "unit": ["ounces", "cups", "grams", "pounds", "miles", "kilometers", "liters", "gallons", "teaspoons",
             "tablespoons", "feet", "meters", "inches", "celsius", "fahrenheit"],
    "name": ["john", "sarah", "mike", "my boss", "the team", "dr smith", "mom", "dad", "lisa", "kevin", "anna"],
    "pto": ["pto", "sick leave", "vacation", "401k", "paycheck", "benefits"],
    "topic": ["the roman empire", "black holes", "the stock market", "climate change", "the olympics",
              "artificial intelligence", "the french revolution", "dinosaurs", "electric cars", "the moon landing",
              "greek mythology", "cryptocurrency", "the civil war", "volcanoes", "the human brain", "jazz music",
              "the pyramids", "world war 1", "the great wall of china", "penguins", "bitcoin", "tesla"],
    "holiday": ["christmas", "easter", "thanksgiving", "halloween", "mother's day", "labor day", "new year",
                "valentine's day", "hanukkah", "memorial day"],
    "airline": ["delta", "united", "american airlines", "southwest", "jetblue", "lufthansa", "ryanair", "air canada"],
    "car_part": ["brakes", "engine", "transmission", "battery", "alternator", "muffler", "timing belt", "radiator",
                 "headlight", "windshield wiper", "air filter", "spark plugs"],
    "onoff": ["on", "off"],
    "room": ["kitchen", "bedroom", "living room", "bathroom", "garage", "office", "porch"],
    "fact_q": ["how far the sun is", "who won the world series", "how old the earth is", "what the tallest mountain is",
               "what time it is in tokyo", "how many people live in china", "why the sky is blue",
               "who the first president was", "when the next full moon is", "how many ounces are in a pound",
               "what my credit score is", "where my package is", "if it will rain today", "what today's date is"],
})
PRODUCT_QA_LONG = [
    "I have a {dbrand} {appl} model {model}, will this fit?", "will this fit my {dbrand} {model}?",
    "does this fit {dbrand} model {model}", "is this compatible with the {dbrand} {model}",
    "is this {game} ok for a {age} year old",
    "I just bought this {elec} and it won't {verb}, what should I do?", "mine stopped working after a month, is there a fix",
    "does anyone know if this works with {os}?", "will it work with {os} or only {os}",
    "what cable do I need to connect it to my {elec}",
    "how long does it take to {verb2}?", "how long does it take to charge", "can you turn off the sound",
    "does it come with batteries or do I need to buy them", "is the {prod} easy to set up for someone who isn't techy",
    "I need a replacement {part2} for my {dbrand} {appl}, is this the right one", "where can I buy just the {part2}",
    "does the {game} have online multiplayer or just local", "can two people play on the same console",
    "do you need an internet connection to play", "is the disc in english", "does the {game} save progress",
    "how many levels are there", "is this the physical copy or a download code", "does the {elec} get hot",
    "can I use this while it's charging", "what's the range of the {elec}", "does it hold a charge well",
    "what temperature does the {appl} go up to", "is the {appl} quiet enough for an apartment",
    "how often do you have to replace the {part2}", "does it fit under a standard cabinet",
    "is it loud when running", "will the {appl} fit in a small kitchen", "how many amps does it draw",
    "what size {part2} does it use", "does the {prod} come with a manual in english",
    "what kind of {part2} does it need", "I lost the remote, can I buy a new one", "is the {elec} refurbished or new",
    "is this the newest version of the {elec}", "what's the difference between this and the previous model",
    "does it have a headphone jack", "can I connect two of these together", "does it need an app to work",
]
C.update({
    "model": ["wx200", "ab-3100", "kt55", "zr90x", "wtw5000dw", "frs23", "hx-41", "kdte334",
              "ed5vhexvq", "mvwc565fw", "ps4 pro", "xbox one s", "series x", "a1932", "sm-t510", "mx master 3"],
    "age": ["5", "7", "8", "9", "10", "12", "14", "6", "11"],
    "verb": ["turn on", "charge", "connect", "pair", "start", "update", "work", "load", "heat up", "spin"],
    "verb2": ["charge fully", "heat up", "install", "download", "boil water", "cool down", "assemble", "ship"],
    "part2": ["filter", "gasket", "belt", "knob", "door seal", "hose", "blade", "bulb", "fuse", "rack", "bin",
              "drip tray", "cartridge", "battery", "charger", "remote", "lid", "grate", "motor", "pump"],
})

# clothing words in other senses, and near misses
OTHER_SENSE = [
    "how do I get my black belt in karate", "what belt comes after yellow in taekwondo", "how do I file a lawsuit",
    "can I sue my landlord", "how do I tie the game in the last minute", "the game ended in a tie",
    "how do I boot my computer in safe mode", "my laptop won't boot", "how do I make a jacket potato",
    "how do I dress a salad", "how do I dress a wound", "what's the best salad dressing", "is he a shoo-in for the job",
    "put a cap on my spending", "what's the salary cap in the nba", "I'm the sole owner of the company",
    "how do I cook dover sole", "how long to bake a fish fillet", "liar liar pants on fire meaning",
    "who wears the pants in the relationship meaning", "what does it mean to have deep pockets",
    "pocket money for kids how much", "how do I tighten my belt financially", "belt and road initiative",
    "replace the timing belt on my car", "how much is a serpentine belt", "my vacuum belt broke",
    "conveyor belt speed", "asteroid belt distance", "bible belt states", "rust belt cities", "seat belt laws",
    "how to change a bike chain", "chain of command in the army", "supply chain problems", "chain restaurants near me",
    "how do I patch a hole in drywall", "apply a software patch", "nicotine patch side effects",
    "is the collar bone easy to break", "blue collar jobs that pay well", "white collar crime examples",
    "how do I get my dog to wear a collar", "flea collar for cats", "tie a boat to the dock", "railroad tie",
    "bow and arrow for beginners", "how to tie a fishing knot",
    "what's a hoodie in computer slang", "sweatshop labor history", "the emperor's new clothes story summary",
    "what does it mean when someone is all hat no cattle", "hats off to you meaning", "wear and tear on my car",
    "tire wear patterns", "how to measure tire tread", "boots on the ground meaning", "pull yourself up by your bootstraps",
    "bootstrap a startup", "twitter bootstrap css", "ice skating lessons for adults",
    "how do I change my brake pads", "shoulder pads in football", "knee pads for gardening", "mouse pad",
    "jumper cables for my car", "how do I hook up jumper cables", "scarf down food meaning",
    "cotton candy machine rental", "cotton swabs bulk", "silk road history", "satin finish paint for walls",
    "leather sofa cleaner", "suede couch cleaning", "denim wash paint technique", "velvet cake recipe",
    "red velvet cupcakes", "linen closet organization", "bed linen thread count", "wool dryer balls",
    "steel wool for cleaning", "fleece blanket for my dog", "orthopedic dog bed",
    "a coat of paint for the fence", "how many coats of stain on a deck", "coat the pan with butter",
    "suit yourself meaning", "follow suit meaning", "which card suit is highest", "space suit cost",
    "how do I press charges", "press release template", "iron deficiency symptoms", "iron man movies in order",
    "how to glove box repair", "boxing gloves for beginners", "baseball glove oil", "kid gloves meaning",
    "ring doorbell installation", "boxing ring size", "ring the church bell", "give me a ring later",
    "a chain reaction in chemistry", "watch the game tonight", "watch a movie", "watch out for ice",
    "what's on the watch list", "neighborhood watch meeting", "band practice schedule", "rubber bands bulk",
    "brass band music", "resistance bands workout", "how do I get festival tickets",
    "fashion week ticket prices", "history of the fashion industry essay",
    "what is nike's stock price", "adidas quarterly earnings", "zara founder net worth", "who owns gucci",
    "levi's stadium parking", "converse in spanish meaning", "converse with people confidently",
    "vans for sale used camper", "rent a moving van", "puma the animal facts", "gap year ideas",
    "mind the gap meaning", "the north face of everest", "columbia university admissions", "champion league results",
    "coach bus tickets to boston", "my soccer coach", "hiking trail near me", "running a marathon training plan",
    "how far should I run each day", "swimming lessons for adults", "how do I improve my tennis serve",
    "gym membership prices", "yoga for beginners video", "ski resort lift ticket prices",
]

# ---------------------------------------------------------------- invalid: more kinds of everyday assistant requests
# Etiquette and law, money, sports rules, country facts, food storage, pests, plants and cleaning: everyday
# requests with frames ("is it …", "how do I …", "what's the …") that clothing questions share.
ASSIST_MORE = [
    "where's the closest {venue}", "is the {venue} open on sundays", "how far is the nearest {venue}",
    "what currency do they use in {country}", "what language do they speak in {country}",
    "what plug adapter do I need for {country}", "what's the time difference with {country}",
    "do people tip in {country}", "what's a typical breakfast in {country}",
    "when is the best time of year to visit {country}", "how long is the flight to {country}",
    "what's the population of {country}", "who is the leader of {country}", "what's the capital of {country}",
    "what are the rules of {sport}", "how do you score in {sport}", "how many players on a {sport} team",
    "who is the best {sport} player ever", "when does the {sport} season start",
    "is it rude to {etiquette}", "is it legal to {legal}", "can I get fined for {legal}",
    "how do I split the bill with friends", "how much should I save each month", "is it worth getting a credit card",
    "how do I start investing", "what is a roth ira", "how do taxes work for freelancers",
    "can I freeze {food}", "how long does {food} last in the fridge", "what goes well with {food}",
    "is {food} ok for dogs", "how do I get rid of {pest}", "why is my {plant} dying",
    "how often should I water a {plant}", "how do I clean {surface}", "what removes {stain} from {surface}",
]
C.update({
    "venue": ["gas station", "pharmacy", "atm", "bank", "post office", "gym", "grocery store", "coffee shop",
              "library", "museum", "park", "hospital", "vet", "car wash", "laundromat", "hardware store"],
    "country": ["france", "japan", "brazil", "canada", "italy", "india", "egypt", "peru", "germany", "spain",
                "kenya", "iceland", "vietnam", "australia", "turkey", "morocco", "china"],
    "sport": ["soccer", "basketball", "baseball", "hockey", "cricket", "rugby", "volleyball", "tennis", "golf",
              "chess", "football", "bowling", "pickleball"],
    "etiquette": ["leave a party without saying goodbye", "text during dinner", "bring a plus one uninvited",
                  "ask for a raise after three months", "recline my seat on a plane", "regift a present"],
    "legal": ["fly a drone in a park", "park on the sidewalk", "record a phone call", "drive barefoot",
              "collect rainwater", "build a fire on the beach", "jaywalk"],
    "food": ["leftover pizza", "rice", "soup", "pasta", "chicken wings", "a burrito", "oatmeal", "frozen peas",
             "lasagna", "salmon", "tofu", "eggs", "bread", "cooked beans"],
    "pest": ["ants", "fruit flies", "mice", "mold", "cockroaches", "wasps", "moths in the pantry", "bed bugs"],
    "plant": ["basil plant", "succulent", "fern", "orchid", "monstera", "tomato plant", "lemon tree", "cactus"],
    "surface": ["the oven", "a glass stovetop", "grout", "hardwood floors", "a mattress", "a car seat", "a couch",
                "stainless steel", "the bathtub", "windows", "a rug"],
    "stain": ["red wine", "coffee", "grease", "ink", "rust", "hard water", "crayon", "pet urine"],
})

# Product Q&A about other products (phone and console accessories, toys, beauty, grocery, tools, parts).
PRODUCT_QA_MORE = [
    "does it have the {part2} already installed", "does the {part2} come with it or is it separate",
    "how do I know which {part2} my {dbrand} needs", "the {part2} broke after a week, can I get a new one",
    "anyone else having trouble with the {part2} on this {appl}", "does this cable carry {signal}",
    "does it support {signal}", "is it backwards compatible with the old {elec}",
    "does the {acc3} fit the {phone} with a case on", "will this {acc3} block the camera on my {phone}",
    "does the charging dock work with the controller in a grip", "how many controllers can the dock charge at once",
    "does the {toy} need batteries and are they included", "how many pieces are in the {toy}",
    "is the {toy} loud? my kid's last one drove us crazy", "can the {toy} go in the bath",
    "does the {beauty} have a strong smell", "is the {beauty} tested on animals", "how long does a bottle of {beauty} last",
    "is the {beauty} good for oily skin", "does the {grocery2} contain nuts", "is the {grocery2} organic",
    "how long until the {grocery2} expires", "is the {grocery2} sweetened", "what's the shelf life once opened",
    "does the {tool} come with a battery and charger", "is the {tool} brushless", "how much torque does the {tool} have",
    "can the {tool} use batteries from the older line", "does the {tool} come with a carrying case",
]
C.update({
    "signal": ["4k", "hdr", "audio", "power and data", "120hz", "dolby atmos"],
    "acc3": ["screen protector", "phone case", "car mount", "wireless charger", "pop socket", "camera lens cover"],
    "phone": ["iphone 15 pro", "galaxy s23", "pixel 8", "iphone 13 mini", "galaxy a54", "oneplus 11"],
    "toy": ["robot kit", "play kitchen", "train set", "dollhouse", "rc car", "building blocks", "plush unicorn",
            "marble run", "toy drum", "science kit"],
    "beauty": ["serum", "moisturizer", "face wash", "perfume", "hair oil", "conditioner", "body lotion", "toner",
               "nail polish", "dry shampoo"],
    "grocery2": ["granola", "trail mix", "protein bar", "pasta sauce", "coffee beans", "almond milk", "oat milk",
                 "peanut butter", "olive oil", "green tea"],
    "tool": ["impact driver", "circular saw", "cordless drill", "angle grinder", "leaf blower", "hedge trimmer",
             "jigsaw", "nail gun", "orbital sander"],
})

# Clothing questions written the way shoppers write product Q&A: long, chatty, several questions in one,
# with their own situation (feet, body, kids, a previous purchase) in it.
VALID_QA_MORE = [
    "I bought {it} in {size} last month and {outcome}, should I exchange for a {size}",
    "I have {feet} feet, will {theyit} be comfortable or should I look at something else",
    "my {kid} is {kidage} and kind of tall, would a {size} last a while or be too big",
    "ordered these for my {who} and {outcome}, do {theyit} stretch with wear",
    "the picture looks {color} but the description says {color}, which is it?",
    "how do {theyit} hold up after a season of wear", "do the seams come apart after a few washes",
    "I wear {size} in {brand} {items} and {size} in {brand}, what should I get here",
    "does the {mat} feel soft or kind of rough on the skin", "can you wear {it} without {under2} underneath",
    "is the {item} long enough to tuck in", "is the {item} cut for a {build} build", "is the toe box roomy on these",
    "do the {items} slip off at the heel", "does the {item} gap at the back of the waist",
    "I'm pregnant, would {it} still fit in a few months", "would {it} work under a {outer2}",
    "are the {items} heavy enough for winter or just for fall", "how does {it} look after washing, any shrinking at all",
    "does the {item} come with the {acc2} in the photo", "is the {item} the same color as the one in the picture",
    "hi, quick one: are the {items} {mat} or a blend", "so are {theyit} {fit} or not? reviews say both",
    "would you say {theyit} {fit} compared to {brand}", "what's the difference between the {item} and the {item}",
    "my old {items} from {brand} wore out, are these as durable",
    "can {theyit} be hemmed", "can the straps be shortened", "do {theyit} come with extra buttons",
    "are {theyit} ok for a {activity}", "can I wear {it} for {activity}", "will {it} keep me dry during {activity}",
]
C.update({
    "outcome": ["they were too tight", "it was a bit loose", "they fit perfectly", "the sleeves were short",
                "the length was perfect", "it was snug in the chest", "they rubbed my heel"],
    "feet": ["wide", "narrow", "flat", "high arched", "small", "swollen", "long narrow"],
    "kid": ["son", "daughter", "grandson", "granddaughter", "nephew", "niece"],
    "kidage": ["6", "8", "10", "12", "4", "13", "9"],
    "under2": ["a bra", "a slip", "an undershirt", "a camisole", "leggings"],
    "build": ["athletic", "slim", "curvy", "broad shouldered", "petite", "tall and thin", "stocky"],
    "outer2": ["blazer", "winter coat", "sweater", "rain jacket", "suit jacket"],
    "acc2": ["belt", "scarf", "tie", "hat", "chain", "pouch"],
    "activity": ["hiking", "running", "a long flight", "gardening", "yoga", "a music festival", "skiing",
                 "commuting by bike", "a day at the zoo", "dancing"],
})

# ---------------------------------------------------------------- out-of-scope questions, varied
OOS = ["is it bad to skip breakfast", "why do we dream", "how do magnets work", "what is quantum physics",
       "how many bones are in the human body", "what causes earthquakes", "can you get sick from being cold",
       "who painted the mona lisa", "what's the longest river in the world", "how do vaccines work",
       "why do onions make you cry", "how old is the universe", "what is a black hole", "are sharks mammals",
       "how much does an elephant weigh", "what is the fastest animal", "what's the deepest ocean",
       "how do bees make honey", "what language has the most speakers", "how do I become more confident",
       "what is mindfulness", "how do I stop procrastinating", "why do leaves change color",
       "how does the internet work", "what is machine learning", "how do solar panels work",
       "what is inflation", "what is the gdp of china", "who discovered penicillin", "what's a haiku",
       "how many players on a soccer team", "what are the rules of chess", "how do I solve a rubik's cube",
       "what is the best programming language", "how do I fix a flat tire on my bike", "what's the best way to lose weight",
       "how many hours of screen time is healthy", "how do I get better at drawing", "what is an nft",
       "how do I build a birdhouse", "why is the ocean salty", "how do clouds form", "what is photosynthesis",
       "how do you play poker", "what are the odds of winning the lottery", "how do I clean my oven",
       "what's a good houseplant for low light", "how do I get rid of fruit flies", "how do I negotiate a car price",
       "how much should I tip a waiter", "is coffee bad for you", "how do I make cold brew", "what is kombucha",
       "who is the richest person in the world", "when was the first moon landing", "what are the planets in order",
       "how do I write a cover letter", "how do I change my last name", "what's the difference between a frog and a toad",
       "can penguins fly", "why do cats knock things over", "how long do turtles live", "how do I repot a plant",
       "what's the best time to visit japan", "how do I file for unemployment", "what is a roth ira",
       "how do I get a library card", "what are the symptoms of a cold", "is it safe to eat raw cookie dough",
       "how do I clean a cast iron pan", "what's the difference between baking soda and baking powder",
       "how do I fix a running toilet", "what paint finish is best for a bathroom", "how do I hang a picture frame",
       "how do I sharpen a knife", "what's the best fertilizer for roses", "how do I remove a tree stump"]


# ---------------------------------------------------------------- shared carriers
# Product-page questions about non-clothing products that use the words clothing questions use too ("these",
# "fit", "long", "short", "big", "clean", "original", "quality", "picture", "something", "return"), the product
# often only "it" / "these" and the domain given away by a detail; and clothing questions that use the words
# other-product questions use ("use", "make", "works", "comes", "many", "well", "buy"). Balanced carriers leave
# the decision to the words that say what the thing is.
CARRIER_INVALID = [
    "will {these} fit {space}", "do {these} fit {fitobj}", "{these} fit {fitobj}?", "will it fit {fitobj}",
    "what are the exact measurements, I only have {gap} {space}", "is {part3} long enough to reach {reach}",
    "{part3} is too short, can I get a longer one", "is {part3} big enough for {capacity}", "is it big enough for {capacity}",
    "is it too small for {capacity}", "how big is {part3}", "is {part3} large enough for {capacity}",
    "does it run {runsense}", "how long does it run on {power}", "does it get hot after {period}",
    "do {these} still work after {period}", "mine {failure} after {period}", "it stopped {failure2} after {period}, is that normal",
    "{these} stopped {failure2} after {period}", "how do I clean {part3}", "is {part3} easy to clean",
    "does {part3} come off for cleaning", "can {part3} go in the dishwasher", "what size {part2} does it take",
    "what size is {part3}", "what size {part2} do {these} use", "is it the same size as the {dbrand} {model}",
    "are {these} genuine {dbrand} parts or aftermarket", "is this a genuine {dbrand} {part2} or a copy",
    "is {part3} {mat2} or {mat2}", "what color is {part3}", "is {part3} the color in the photo or more {color}",
    "does the {elec} in the photo come with the stand", "the photo shows {part3}, is it included", "does it come with {inbox}",
    "do {these} come with {inbox}", "how is the quality of {part3}", "is the build quality good on {these}",
    "{part3} feels cheap, anyone else", "can I return it if it doesn't work with {fitobj}",
    "can I send {these} back if {theyre} the wrong model for my {appl}", "would {these} be a good gift for {who} who {hobby}",
    "is it a good present for a {age} year old who {hobby}", "something is rattling inside {part3}, is that normal",
    "there's a burning smell the first time I {verb}, normal?", "does {part3} wobble", "do {gamepart} have any drift",
    "does it have {gamething}", "how many hours does it take to finish", "I have {setup}, will {these} work",
    "I have {setup}, would this be compatible", "is it comfortable to hold for long sessions of {task2}",
    "is the {elec} waterproof enough for {wet}", "do {these} come in other colors or just {color}",
    "which color {elec} looks better, {color} or {color}", "{these} look great but do they {failure3}",
    "what's the difference between {these} and the {dbrand} ones", "are {these} worth it over the cheaper ones",
    "how well does it {task3}", "it works fine but {part3} is loose", "does {part3} come in a longer length",
    "how long is the warranty on {part3}", "is {part3} replaceable or do I need a whole new one",
]
C.update({
    "these": ["these", "these", "this", "they", "these ones", "the pair", "this set"],
    "theyre": ["they're", "theyre", "they are", "it's"],
    "gap": ["a 20 inch gap", "29 inches", "a 3 foot wall", "14 inches of clearance", "a tiny corner"],
    "space": ["under my cabinet", "in a small kitchen", "in the trunk of a sedan", "behind the tv", "on a narrow shelf",
              "between the fridge and the wall", "in my carry-on", "on my desk", "in a studio apartment",
              "under the sink", "in the window", "above the range", "in my rv", "on a small balcony", "in the garage"],
    "fitobj": ["a 2016 civic", "the ps5 slim", "the xbox series s", "my kenmore dryer", "a standard garden hose",
               "a 55 inch tv", "my tablet stand", "a queen mattress", "a 20 gallon tank", "the older console",
               "my whirlpool washer", "a 30 inch range", "my gaming pc", "a 2012 imac", "the switch lite",
               "my dewalt drill", "a ford f150", "a standard wall outlet", "my ge fridge", "a kitchenaid mixer"],
    "reach": ["the outlet", "the back of the tv", "my desk", "the faucet", "the power strip", "the couch",
              "the router", "the dryer vent", "the ceiling box", "the car's lighter socket"],
    "capacity": ["a family of five", "a 15 lb turkey", "two large pizzas", "a king comforter", "four controllers",
                 "a 12 cup coffee pot", "three dogs", "a 9x13 pan", "a whole watermelon", "a full load of towels"],
    "part3": ["the cord", "the power cord", "the hose", "the filter", "the blade", "the lid", "the handle",
              "the screen", "the trigger", "the battery", "the charging port", "the remote", "the base", "the legs",
              "the glass door", "the racks", "the grate", "the tray", "the nozzle", "the brush roll", "the water tank",
              "the wall mount", "the bracket", "the speaker", "the fan", "the motor", "the knob", "the display",
              "the cable", "the keyboard", "the scroll wheel", "the stand", "the bowl", "the basket", "the carafe",
              "the gasket", "the thermostat", "the hinge", "the drawer", "the spout", "the plug", "the adapter",
              "the joystick", "the d-pad", "the touchpad", "the lens", "the tripod", "the pedal", "the strings"],
    "runsense": ["quietly", "on batteries", "off a car charger", "all night", "on 220 volts", "at full speed",
                 "without the app", "offline", "at 60 fps", "without lag"],
    "power": ["a full charge", "one battery", "four aa batteries", "the solar panel", "a small generator"],
    "period": ["a week", "two months", "a year", "a few uses", "30 days", "an update", "six months",
               "the warranty ran out", "a couple of weeks"],
    "failure": ["beeps", "leaks", "overheats", "won't connect", "shuts off", "makes a grinding noise"],
    "failure2": ["charging", "spinning", "heating", "connecting", "working", "draining", "cooling", "pairing",
                 "reading discs", "holding a charge"],
    "failure3": ["overheat", "scratch easily", "lose signal", "leak", "drain fast", "wobble", "rust"],
    "mat2": ["stainless", "plastic", "metal", "aluminum", "glass", "chrome", "cast iron", "ceramic", "wood"],
    "inbox": ["batteries", "the power adapter", "a remote", "mounting screws", "the charger", "a case",
              "a hdmi cable", "replacement filters", "the hose kit", "a quick start guide"],
    "hobby": ["plays minecraft", "likes to bake", "loves fishing", "is into woodworking", "plays guitar",
              "likes puzzles", "is learning to code", "gardens a lot", "loves racing games", "camps every summer"],
    "gamepart": ["the sticks", "the triggers", "the shoulder buttons", "the thumbsticks", "the paddles"],
    "gamething": ["a story mode", "online co-op", "local multiplayer", "cross play", "a campaign",
                  "voice chat", "a level editor", "ranked matches"],
    "setup": ["a 2010 kenmore", "an older samsung tv", "windows 7", "a mac mini", "a gas range", "a 15 amp circuit",
              "a front loader", "a 3 prong outlet", "an iphone 8", "a chromebook"],
    "task2": ["typing", "vacuuming", "mowing", "drilling", "editing photos", "baking", "streaming"],
    "task3": ["hold a charge", "pick up pet hair", "keep coffee hot", "mix dough", "cool the room", "dry towels",
              "connect to wifi", "track steps"],
    "wet": ["the pool", "the shower", "kayaking", "a rainy commute", "washing the car"],
})

CARRIER_VALID = [
    "how many {items} come in the pack", "how many pairs come in a pack", "how many colors does {it} come in",
    "does {it} fit well on {build} people", "how well do {theyit} hold up after washing", "fits well?",
    "fits true to size or not?", "it fits great but {part} is too tight, can I exchange", "works for {occ}?",
    "comes in {color}?", "does {it} come in {size}?", "what can I use to clean {mat} {shoe}",
    "can I use {it} for {activity}", "how do I make {bottom} fit better at the waist", "how do I make {shoe} less slippery",
    "which {items} should I buy for {occ}", "where do I buy {brand} {items} in {size}", "should I buy the {size} or the {size}",
    "is it worth buying {mat} {items}", "how well does the {mat} breathe", "is the {item} made well?",
    "what's the best way to wash {mat} {items}", "how do I keep {color} {items} from fading", "what's used for the lining",
    "are these made for {build} builds", "will it still fit if I lose weight", "many reviews say it runs small, true?",
    "works well with {color} {bottom}?", "it comes up short on me, do you have a tall version", "how do I use the hood toggles",
    "how many times can I wear {it} before washing", "can I buy just the {acc2}", "how do I return {items} that don't fit",
]

# Chatty and vague requests to an assistant with no clothing in them ("something", "some", "anything", questions
# to the bot): frames shoppers use too, so they must not decide.
CHATTY_INVALID = [
    "I want to try something new {when}", "what should I do {when}", "any ideas for {plan}?",
    "I need some ideas for {plan}", "give me a few suggestions for {plan}", "plan something for {plan}",
    "okay go ahead", "sounds good to me", "yep that works", "no, that's wrong", "are you sure?", "hmm not sure",
    "what do you like to do for fun", "do you have a favorite {fav}", "what's your favorite {fav}",
    "I could really go for some {food} right now", "is there anything on my calendar {when}",
    "can you help me with something", "I need help with something else", "I have a question about something",
    "can I ask you something", "something's wrong with my {elec}", "I think something is wrong with my {car_part}",
    "what's something interesting about {topic}", "tell me a few things about {topic}", "anything new with {topic}?",
    "do you have any idea {fact_q}", "do you have a minute", "do you have feelings", "do you have a name",
    "are you a real person", "are you smarter than {ai}", "who built you", "what do you do all day",
    "can you do my {chore} for me", "can you do something for me", "I would like to go somewhere warm {when}",
    "I'd like to see a movie {when}", "what's good to watch {when}", "we should get some {food} later",
    "please just do it", "no thanks, something else", "actually, never mind that", "maybe later",
    "can you get me some things from the {venue}", "what things do I need for {plan}",
    "make a list of things to pack for {plan}, toiletries and chargers", "add a few things to my list",
    "I'm looking for something to read", "looking for something to cook tonight", "I need something for a headache",
    "something quick for dinner", "anything good on tv {when}", "show me something funny",
]
C.update({
    "plan": ["a birthday party", "date night", "a road trip", "a rainy weekend", "a kid's sleepover",
             "a camping trip", "thanksgiving dinner", "a team lunch", "my anniversary", "a picnic"],
    "fav": ["movie", "color", "food", "song", "book", "sport", "animal", "season", "game", "city"],
    "ai": ["siri", "alexa", "a calculator", "me", "google"],
    "chore": ["homework", "taxes", "dishes", "laundry schedule", "grocery order", "budget"],
})

# Short product-page questions about something worn, where the clue is a body part, a garment part, a fabric
# word or a sizing word, and what fits in bags.
VALID_SHORT = [
    "is the fit relaxed or slim", "does {it} fit snug on the {bodypart}", "how is the fit around the {bodypart}",
    "is there a size guide for {these2}", "is the sizing {euus}", "is the sizing the same as {brand}",
    "is the fabric soft against the skin", "does the {fiber} feel scratchy", "is {it} scratchy at the {bodypart}",
    "does it ride up on the {bodypart}", "does it stay put on the {bodypart}", "does it bunch at the {bodypart}",
    "does {gpart} keep its shape", "does {gpart} fray", "is {gpart} elastic", "does {gpart} have a drawstring",
    "is the fabric {construction}", "is the {gpart} {construction}", "how much {fiber} is in the blend",
    "is it pure {fiber} or a blend", "does it have any {fiber} in it", "I'm {height}, would the {size} be too short",
    "I'm {height} {weight}, {size} or {size}?", "I have {bodypart2}, which size", "will it fit someone with {bodypart2}",
    "is it breathable for {weather}", "is it {warmth} enough for {weather}", "do you overheat in it",
    "can I fit a {device} in the {bag}", "is there a padded sleeve for a {device}", "will a {device} fit in the front pocket",
    "do the {shoe} have {solepart}", "are the insoles removable", "how much does the heel lift",
    "can you wear it {wearhow}", "does it stay on {wearhow}", "will it keep my {bodypart} warm",
    "does it dig into the {bodypart}", "is it tight around the {bodypart}", "how low does it sit on the {bodypart}",
]
C.update({
    "these2": ["these", "this one", "this brand", "these shoes", "this dress", "the kids sizes"],
    "euus": ["european or us", "us or asian", "uk or us"],
    "bodypart": ["neck", "shoulders", "chest", "waist", "hips", "thighs", "knees", "calves", "ankles", "toes",
                 "wrist", "forearms", "back", "belly", "hips and bum"],
    "bodypart2": ["wide shoulders", "a long torso", "thick calves", "narrow heels", "long arms", "a short neck",
                  "wide hips", "skinny wrists", "long toes", "a muscular back"],
    "gpart": ["the waistband", "the cuffs", "the hem", "the neckline", "the hood", "the straps", "the heel tab",
              "the lining", "the pocket flap", "the sleeves", "the elastic", "the leg openings"],
    "construction": ["ribbed", "quilted", "brushed", "lined", "padded", "stretchy", "double layered", "mesh",
                     "jersey", "twill"],
    "fiber": ["cotton", "polyester", "spandex", "wool", "rayon", "nylon", "linen", "elastane", "acrylic", "silk"],
    "warmth": ["warm", "thick", "light"],
    "weather": ["a minnesota winter", "humid summers", "fall evenings", "a ski trip", "spring rain", "a cold office"],
    "device": ["14 inch laptop", "ipad mini", "e-reader", "water bottle", "big phone", "camera", "tablet",
               "16 inch laptop", "pair of sneakers"],
    "solepart": ["a rubber sole", "a removable insole", "a cushioned footbed", "a steel toe", "deep tread"],
    "wearhow": ["off the shoulder", "over a sweater", "with the sleeves rolled", "all day", "while jogging",
                "overnight", "under a coat"],
})

# Clothing and store words in other senses, with slots: markets ("stock"), companies, paint colours, card
# games, furniture named like clothing, and sizes of things that are not worn.
OTHER_SENSE_MORE = [
    "what's the stock price of {company}", "should I buy {company} stock", "is {company} stock a good buy",
    "sell my {company} shares", "how is {company} doing as a company", "who is the ceo of {company}",
    "what color should I paint my {room}", "is {color} a good paint color for a {room}", "{color} paint for the {room}",
    "how do you play {cardgame}", "what are the rules of {cardgame}", "best strategy for {cardgame}",
    "what size {notworn} do I need for {room2}", "what size is a {notworn2}", "{notworn3} in medium size",
    "how big is {big}", "what's the size of {big}",
    "{color} {furn}", "{color} {furn2}", "{furn2} {color}", "{fstyle} {furn2}",
]
C.update({
    "company": ["nike", "adidas", "gap", "apple", "tesla", "walmart", "target", "amazon", "levi strauss"],
    "cardgame": ["poker", "rummy", "bridge", "spades", "uno", "go fish", "solitaire"],
    "room2": ["a queen bed", "a 10x12 room", "a two car garage", "my patio", "a small dog", "a 50 gallon tank"],
    "notworn": ["rug", "air conditioner", "generator", "water heater", "crate", "tent", "pot", "frame", "tv"],
    "notworn2": ["king duvet", "queen sheet set", "standard pillowcase", "twin xl mattress", "crib mattress"],
    "notworn3": ["planter", "dog crate", "moving boxes", "pizza", "coffee", "popcorn tub", "fries"],
    "big": ["the sun", "a blue whale", "the universe", "texas", "a football field", "an acre", "jupiter"],
    "furn2": ["lamp", "pantry cabinet", "bar stools", "laundry basket", "storage bins", "shower curtain",
              "table runner", "throw blanket", "curtains", "picture frame", "vase", "candle holder"],
})

VALID_SIZE_ADVICE = [
    "what size should I get, I'm {height} with a {waistin} waist", "I'm {height} with a {waistin} waist, {size} or {size}?",
    "which size for a {kidage} year old", "does the {kidsize} run big on a {kidage} year old",
    "is {kidsize} the same as a {size}", "how big is the {item} in {size}", "how big are the {items}",
    "how much longer is the {size} than the {size}", "what's the difference between {size} and {size}",
    "is the price for one {item} or a pair", "what's the weight of the {item}", "how tall is the {item}",
]
C.update({
    "waistin": ['34"', "32 inch", "36 in", "30", "38 inch"],
    "kidsize": ["7-8", "10-12", "2t", "3t", "youth medium", "youth large", "14-16"],
})


def typo(text):
    """One keyboard-style slip in a longer word: drop, double, swap or substitute a letter."""
    words = text.split(" ")
    candidates = [i for i, w in enumerate(words) if len(w) >= 5 and w.isalpha()]
    if not candidates:
        return text
    i = pick(candidates)
    w = words[i]
    j = rng.randrange(1, len(w) - 1)
    kind = rng.randrange(4)
    if kind == 0:
        w = w[:j] + w[j + 1:]
    elif kind == 1:
        w = w[:j] + w[j] + w[j:]
    elif kind == 2:
        w = w[:j - 1] + w[j] + w[j - 1] + w[j + 1:]
    else:
        w = w[:j] + pick("aeiouy") + w[j + 1:]
    words[i] = w
    return " ".join(words)

def style(text):
    """Varies case and punctuation the way people type."""
    r = rng.random()
    if r < 0.35:
        text = text.lower()
    elif r < 0.55 and text:
        text = text[0].upper() + text[1:]
    r = rng.random()
    if text.endswith("?") and r < 0.3:
        text = text[:-1]
    elif not text.endswith("?") and r < 0.1:
        text += "?"
    if rng.random() < 0.08:
        text = text.replace("I'm", "im").replace("don't", "dont").replace("what's", "whats")
    if rng.random() < 0.12:
        text = typo(text)
    return text

PREFIX = ["", "", "", "", "", "hi, ", "hey ", "quick question: ", "hello, ", "sorry, ", "question - ", "um ",
          "excuse me, ", "can you tell me ", "I was wondering "]
SUFFIX = ["", "", "", "", "", "", " thanks", " thank you!", " please", "?", " asap", " :)", " anyone know?"]

QUESTION_START = ("what", "how", "is", "are", "do", "does", "can", "will", "would", "should", "where",
                  "when", "which", "who", "why", "any", "got", "has", "have", "i'm", "i am", "my")
REQUEST_WRAP = ["can you {x}", "could you {x}", "please {x}", "i need you to {x}", "i would like you to {x}",
                "help me {x}", "{x} for me", "would you {x}", "go ahead and {x}", "i need to {x}"]
QUESTION_WRAP = ["i want to know {x}", "can you tell me {x}", "do you know {x}", "i was wondering {x}",
                 "quick question, {x}", "i'd like to know {x}", "tell me {x}", "i need to know {x}"]

def wrap(text):
    """Wraps an utterance in the chatty frames people use for any request, so frames carry no label."""
    if rng.random() > 0.3:
        return pick(PREFIX) + text + pick(SUFFIX)
    lower = text[0].lower() + text[1:] if text else text
    first = lower.split(" ")[0]
    if lower.endswith("?") or first in QUESTION_START:
        return pick(QUESTION_WRAP).replace("{x}", lower)
    if first in ("show", "find", "book", "set", "play", "add", "pay", "transfer", "remind", "call", "text",
                 "cancel", "recommend", "help", "tell", "give", "reserve", "schedule", "turn", "browse", "shop",
                 "check", "look", "order", "put", "convert", "share", "compare", "pick", "send", "get"):
        return pick(REQUEST_WRAP).replace("{x}", lower)
    return pick(PREFIX) + text + pick(SUFFIX)

# Questions about the store's service rather than its products (returns, exchanges, delivery, alterations,
# an order, an account):
# they keep their place among the clothing templates, so the random draws stay the same, but are labelled
# `store`, the label of Models/store-questions.csv.
STORE_TEMPLATES = {
    "can I return {item} that don't fit?", "what is your return policy on {item}",
    "can I exchange the {item} for a bigger size", "can I exchange these {shoe} for {size}",
    "how long does shipping take for the {item}", "can I order the {item} online and pick up in store",
    "do you do alterations?", "can you hem my {bottom}", "the {item} is too long, can I exchange it",
    "it fits great but {part} is too tight, can I exchange", "how do I return {items} that don't fit",
    "how do I reset my password", "where my package is",
}

def expand(templates, count, label, group, prefix=True):
    out = {}
    attempts = 0
    while len(out) < count and attempts < count * 50:
        attempts += 1
        index = rng.randrange(len(templates))
        t = fill(templates[index], C)
        if prefix:
            t = wrap(t)
        t = style(t.strip())
        if t not in out:
            out[t] = (f"{group}-{index}", "store" if templates[index] in STORE_TEMPLATES else label)
    return [(t, out[t][1], out[t][0]) for t in sorted(out)]

# Terse queries, as typed into a shop's chat box ("Any Nike?", "Got hoodies?"), and their off-topic twins.
TERSE_VALID = ["any {brand}?", "got {brand}?", "{brand}?", "any {items}?", "got {items}?", "{items}?",
               "{color} {items}?", "{brand} {items}?", "any {color} {items}?", "got {aud} {items}?", "{items} in {size}?",
               "any {brand} {items}?", "{aud} {items}?", "{mat} {items}?", "{items} under {price}?", "any {shoes}?",
               "got {shoes} in {size}?", "{brand} {shoes}?", "any {brand} {shoes} in {size}?", "new {items}?"]
TERSE_INVALID = ["any {prods}?", "got {prods}?", "{dbrand}?", "any {dbrand}?", "got {dbrand}?", "{prods}?",
                 "{dbrand} {prods}?", "any {dbrand} {prods}?", "{prods} under {price}?", "any {furn}?",
                 "got {furn}?", "{fstyle} {furn}?", "any {grocery}?", "got {grocery}?", "flights to {city}?",
                 "weather {when}?", "hotels in {city}?", "any news?", "jokes?", "any deals on {prods}?"]

# Shared frames: the same question and request frames with non-clothing nouns, so that frames such as
# "do you have", "are there any" or "how much is" carry no label and the noun decides.
FRAMES = ["do you have {N}", "do you have any {N}?", "are there any {N}", "is there {N} near me", "any {N}?",
          "where can I find {N}", "how much is {N}", "what are the best {N}", "I need {N}", "show me {N}",
          "I'm looking for {N}", "can you find {N}", "can I get {N}", "got {N}?", "do you sell {N}",
          "which {N} would you recommend", "what {N} do you have", "is {N} worth it", "help me choose {N}",
          "tell me about {N}", "compare {N}", "{N} please", "looking for {N} under {price}", "cheapest {N}"]
C["N"] = ([plural(x) for x in PRODUCT] + [plural(x) for x in FURN] + ["a " + x for x in PRODUCT] +
          ["a good " + x for x in ["dentist", "plumber", "mechanic", "restaurant", "hotel", "babysitter", "dog walker",
                                   "electrician", "gym", "yoga class", "coffee shop", "bakery", "movie", "book", "podcast",
                                   "recipe", "used car", "apartment", "flight", "insurance plan", "credit card",
                                   "savings account", "phone plan", "vacation spot", "hiking trail", "barber"]] +
          ["tickets for the game", "concert tickets", "a table for four", "a rental car", "a parking spot",
           "a cheap flight", "a hotel room", "fresh vegetables", "organic eggs", "gluten free bread", "dog treats",
           "cat food", "a birthday cake", "flowers for my mom", "a gift card", "stamps", "a phone charger"])
FRAMES_VALID_N = [plural(x) for x in ITEMS] + ["a " + x for x in ITEMS] + [c + " " + plural(x) for c in
                  ["black", "red", "navy", "white", "men's", "women's", "kids'"] for x in ["dresses", "shoes", "jackets", "jeans"]]

C["NV"] = FRAMES_VALID_N

# Stories people wrap a line in: where they are going, when, what happened, the weather. They say nothing about
# whether the line is a clothing question, so the same stories wrap lines of both labels; otherwise the model learns
# that "saturday night", "next month" or "heading to bali" mean "not clothing", as in assistant requests.
STORY_RNG = random.Random(SEED + 1)
STORY_OPEN = [
    "heading to {place} next month", "off to {place} next week", "we're going to {place} in {month}",
    "it's freezing here", "it's boiling out today", "it's been raining all week", "going out saturday night",
    "my {rel} has a birthday on friday", "my {rel} is getting married in {month}", "started a new job on monday",
    "we're doing a road trip in {month}", "a colleague is leaving on friday", "the kids go back to school next week",
    "just got back from {place}", "it's my {rel}'s 60th next weekend",
    "long week lol", "ok so", "right, so", "bit of a weird one", "honestly", "not gonna lie",
    "got paid today", "moving to {place} in {month}", "my {rel} keeps complaining", "so tired today",
]
STORY_TAIL = ["for saturday night", "for next weekend", "for my trip to {place}", "before friday", "for tonight",
              "for next month", "for the weekend", "by thursday", "for {month}", "for the holidays"]
STORY_SLOTS = {
    "place": ["bali", "spain", "toronto", "the lake district", "cancun", "paris", "scotland", "lisbon", "my mum's",
              "the coast", "new york", "iceland", "thailand", "the mountains"],
    "month": ["june", "august", "march", "december", "october", "april"],
    "rel": ["sister", "brother", "mum", "dad", "wife", "husband", "best mate", "nan", "son", "daughter", "boss"],
}

def story_fill(template):
    out = template
    while "{" in out:
        start = out.index("{")
        end = out.index("}", start)
        out = out[:start] + STORY_RNG.choice(STORY_SLOTS[out[start + 1:end]]) + out[end + 1:]
    return out

def storied(rows, count):
    """`count` lines of `rows` (text, label, group) told inside a story: "heading to bali next month, need new
    swimmers" or "need a top for saturday night"; labels and groups as they were."""
    out = []
    for text, label, group in STORY_RNG.sample(rows, min(count, len(rows))):
        core = text[0].lower() + text[1:] if text[:2] != "I " else text
        r = STORY_RNG.random()
        if r < 0.45:
            line = story_fill(STORY_RNG.choice(STORY_OPEN)) + STORY_RNG.choice([", ", " and ", ". ", " - "]) + core
        elif r < 0.75:
            line = core.rstrip("?!. ") + " " + story_fill(STORY_RNG.choice(STORY_TAIL))
        else:
            line = core + STORY_RNG.choice([", ", ". "]) + story_fill(STORY_RNG.choice(STORY_OPEN))
        out.append((line, label, group + "-story"))
    return out

def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "Models/clothing-questions.csv"
    rows = []
    rows += expand(VALID_QA, 2000, "valid", "qa")
    rows += expand(VALID_REQ, 2200, "valid", "request")
    rows += expand(TERSE_VALID, 700, "valid", "terse", prefix=False)
    rows += expand([f.replace("{N}", "{NV}") for f in FRAMES], 500, "valid", "frames")
    rows += expand(FRAMES, 900, "invalid", "frames")
    rows += expand(TERSE_INVALID, 500, "invalid", "terse", prefix=False)
    rows += expand(INVALID_PRODUCT, 1300, "invalid", "product")
    rows += expand(PRODUCT_QA_LONG, 700, "invalid", "productqa")
    rows += expand(INVALID_FURN, 800, "invalid", "furniture", prefix=False)
    rows += expand(BANK + TRAVEL + HOME_UTIL, 1200, "invalid", "assistant")
    rows += expand(ASSIST, 1500, "invalid", "assist")
    rows += expand(OTHER_SENSE, 300, "invalid", "sense")
    rows += expand(OOS, 350, "invalid", "oos")
    rows += expand(ASSIST_MORE, 1000, "invalid", "assistmore")
    rows += expand(PRODUCT_QA_MORE, 800, "invalid", "productqamore")
    rows += expand(VALID_QA_MORE, 1200, "valid", "qamore")
    rows += expand(CARRIER_INVALID, 1500, "invalid", "carrier")
    rows += expand(CARRIER_VALID, 700, "valid", "carriervalid")
    rows += expand(CHATTY_INVALID, 900, "invalid", "chatty")
    rows += expand(VALID_SHORT, 1800, "valid", "short")
    rows += expand(OTHER_SENSE_MORE, 900, "invalid", "sensemore")
    rows += expand(VALID_SIZE_ADVICE, 600, "valid", "sizeadvice")
    # The same stories around lines of every label (requests, questions, assistant requests, small talk).
    requests = [r for r in rows if r[1] == "valid" and r[2].split("-")[0] in ("request", "short", "terse", "carriervalid")]
    others = [r for r in rows if r[1] == "invalid" and r[2].split("-")[0] in ("assist", "assistmore", "assistant",
                                                                            "chatty", "oos", "product")]
    rows += storied(requests, 700) + storied(others, 900)
    # Leave out anything the calibration file or the hand-written training file already has: calibration text
    # must stay unseen in training, and the hand-written lines need no second copy.
    seen = set()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for other in ("Models/calibration.csv", "Models/handwritten-questions.csv", "Models/store-questions.csv",
                  "Models/store-lookalikes.csv"):
        try:
            with open(os.path.join(root, other), newline="", encoding="utf-8") as f:
                seen.update(row["text"].lower() for row in csv.DictReader(f))
        except FileNotFoundError:
            pass
    unique = []
    for text, label, group in rows:
        key = text.lower()
        if key in seen:
            continue
        seen.add(key)
        unique.append((text, label, group))
    rng.shuffle(unique)
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["text", "label", "group"])
        w.writerows(unique)
    counts = {}
    for _, label, _ in unique:
        counts[label] = counts.get(label, 0) + 1
    print(f"wrote {len(unique)} utterances to {path}: {counts}", file=sys.stderr)

if __name__ == "__main__":
    main()
