/**
 * Given names that tell a gender, in the spellings English prose uses for characters from many places: the
 * British Isles and North America, Romance, Germanic, Nordic, Slavic, Greek, Arabic, East African and South Asian
 * names, with their common short forms ("Peggy", "Nell", "Biddy"). A name borne by women and men alike ("Jean",
 * "Andrea", "Alex", "Frankie", "Kit", "Jan", "Marion", "Sasha") is in neither list: it tells nothing. The text's own
 * pronouns decide for everyone else, and a title ("Mrs", "Signor") before either.
 *
 * Why a list: the pronoun votes that give a character a gender misread a sentence like "Grace came with his pills",
 * and a character named seldom gets no votes at all; a name most readers know tells them at once.
 */

const FEMALE = `
abigail ada adela adelaide adele adèle adriana agatha agathe agnes agnès agnieszka aileen ailsa aine áine aisha aislinn
alba alberta alessandra alexandra alexandrina alice alicia alicja alina alison alma amalia amanda amelia amélia amelie
amélie amparo amy ana anastasia anaïs andrea_no angela angelica angélica angelina anita ann anna anne annette annie
antonella antonia antónia antonietta aoife arabella ariadne astrid aurora ava barbara bárbara beata beatrice beatriz
beatrix becky belinda bella benedetta benedita bernadette bertha beryl bess bessie beth betsy bettina betty beverly_no
bianca biddy birgit birgitta blanca blanche brenda bridget brigid bríd brigitte brigitta bronwen caitlin camilla camille
candida carla carlota carlotta carmel carmela carmen carol carole caroline carolina catalina caterina catherine cathy
catriona cecilia cécile cecily celeste celestine celia charlotte chiara christa christina christine cinzia clara clare
claire clarissa claudia claudine clotilde colette concepción concetta constance consuelo cora cordelia corinne cristina
cynthia dagmar daisy daniela danielle daphne dolores dóra dora doreen doris dorota dorothea dorothy dulcie edith edna
edwina eileen elaine eleanor elena eleni elise elisa elisabeth elisabetta elizabeth ella ellen eloise elsa elsie elspeth
emilia emilie émilie emily emma enid erika ermintrude esperanza estelle ester esther ethel eugenia eugénie eunice eva
evangeline eve evelina evelyn ewa fatima fátima fatma fernanda filomena fiona flora florence françoise frances francesca
francine freda frida frieda gabriela gabriella gabrielle genevieve geneviève georgina geraldine gertrude ghislaine gianna
gillian ginevra giovanna gisela giselle giulia giuseppina gladys glenda gloria grace gráinne greta gretchen guadalupe
gudrun guðrún gunhild gwen gwendolen gwendolyn gwyneth halina halla hanna hannah harriet hattie hazel heather hedwig
heidi helen helena helene hélène helga héloïse henrietta hermione hester hilda hildegard hope ida ilse imelda imogen
ingrid inês inez inés irene irina iris isabel isabella isabelle isadora isobel isolde ivy jacqueline jane janet janice
jeanne jeannette jemima jennifer jenny jessica jill joan joanna joanne jocelyn josefina josephine josephine joy joyce
juana judith judy julia juliana julie juliet julieta justine karen karin katarina katarzyna kate katharina katherine
kathleen kathryn kath katie katrin katrín kirsty kristin kristín kitty klara lara laura laurence_no lavinia leah leila
lena leonor leonora leticia lettie lidia lilian liliana lilja lily lina linda lisa livia liz liza lizzie lorna lotte
louisa louise lucia lúcia lucía lucie lucienne lucille lucinda lucy ludmila luisa lurdes lydia mabel madeleine madge
mae maeve magda magdalena maggie máire mairi màiri maisie malgorzata małgorzata mamie manon marcela marcella marcelle
margaret margarethe margarita margherita margot marguerite maria maría mariana marianne marie marina marisol marjorie
marlene marsaili marta martha marthe martina mary matilda maud maude maura maureen mavis maxine may meg megan mercedes
mercy meryl mildred millie milly minnie mira miranda miriam moira molly monica mónica monika muriel myra nadia nadine
nadezhda nan nancy naomi natalia natasha nell nellie nessa nicole nina noor nora norah noreen nuala octavia odette
olga olive olivia ottilie pamela patricia paula paulette pauline paz peg peggy penelope petra philippa phoebe phyllis
pilar polly priscilla priya prudence rachel rachael ragna ragnhildur rebecca regina renata renée rhiannon rhoda rita
roberta rosa rosalie rosalind rosamund rose rosemary rosie rosita rowena ruth sabine sabrina sadie salma sally samira
sandra sara sarah senga seraphina sheila shirley sibyl sigga sigríður silvia simone siobhan siobhán sofia sofía sonia
sophia sophie stella stephanie susan susana susanna susannah suzanne sybil sylvia sylvie tamsin tatiana teresa tereza
teresita thea thelma theodora theresa tilly trudy ulla una úna ursula valentina valeria vanessa vera verity veronica
véronique victoria vida vilma violet virginia vivienne wanda wendy wilhelmina winifred xenia yasmin yolanda yvette
yvonne zainab zelda zoe zoë zofia zora zuleika
`;

const MALE = `
aaron abbas abdul abel abelardo abraham adam adolf adrian adrián afonso agustín ahmed aidan alain alan alasdair alastair
albert alberto albrecht aldo alejandro alessandro alexander alexandre alexei alfonso alfred alfredo ali alistair aloysius
álvaro amos anatole anders andré andreas andrés andrew andy angus anselm anselmo anthony antoine anton antonio antônio
archibald archie armand arnold arthur arturo augustin augusto augustus aurelio axel balthazar barnaby bartholomew
bartolomeo basil basilio benedict benedikt benito benjamin bento bernard bernardo bertie bertrand bill billy bjarni
björn bob bobby boris brendan brian bruno calum callum carl carlo carlos casimir caspar cecil cédric cesare césar
charles christoph christopher ciarán ciaran clarence claude claudio clement clive colin conall conor constantin cornelius
cosimo cyril dai dan daniel danny dante daudi david declan dennis denis derek desmond diarmuid diego dietrich dieter
dmitri domenico dominic donal donald duarte duncan dylan eamon éamon eamonn edgar edmund edoardo eduardo edward edwin
egon einar eli elias elías elijah eliseo emil emile émile emilio emmanuel enrico enrique enzo erich erik ernest ernesto
ernst esteban ethan étienne eugene eugenio eusebio evan evaristo ezra fabian fabio federico felipe felix félix ferdinand
fergus fernando filippo finbar finn florian francesco francis francisco franco frank frankie_no franz fred freddie
frederick friedrich gabriel_no gaspar gaston gavin geoffrey george georg gerald gerard gerhard giacomo gideon gilbert
gino giorgio giovanni giulio giuseppe godfrey gonzalo gordon graham gregory guido guillaume gunnar gustav gustavo guy
hamish hans harald harold harry hassan haukur hector héctor heinrich helmut henri henrique henry herbert hermann hubert
hugh hugo humphrey huw ian ignacio ignatius igor isaac isidore ivan jack jacob jacques jaime jake james jasper javier
jean-paul jeremiah jeremy jerome jim jimmy joachim joe joel johann johannes john jon jonah jonathan jorge josé joseph
josiah juan julian julián julio julius jürgen karl kasimir keith kenneth kevin klaus konrad kristján kurt lachlan
lars laurence_no lawrence lazar leo leon león leonard leonardo leopold lewis liam lionel lorenzo louis luca lucas lucho
luciano ludwig luigi luis luís lukas luke magnus malachy malcolm manuel marcel marcello marco marcus mario marius mark
marko martin martín mateus mateo matteo matthew matthias matt maurice mauricio max maximilian mehmet michael michel
miguel mikhail milan miles mohammed muhammad murdo murray neil nicanor niccolò nicholas nick nicolás nicolas nigel
niklas nikolai noel norman olaf oliver omar oscar óscar oswald otto owen pablo paddy páll pablo pasquale patrick paul
paulo pavel pedro percy peter philip philippe piero pierre pieter pietro piotr quentin rafael rafe ragnar raimundo
ralph ramón randolph raoul raúl raymond reginald reinhold remy renzo ricardo riccardo richard robert roberto roderick
rodrigo roger roland rolf romeo ronald rory rudolf rupert russell salim salvador salvatore samuel santiago saul
sebastian sebastián sergei sergio seamus séamus sean seán septimus sergeant_no siegfried sigurður silas simon sizwe
stanislao stanislaw stanko stefan stefano stephen steven sven sydney_no teodoro terence thaddeus theo theodore thomas
tim timothy tobias tom tomás tomas tommy tony torsten ugo ulrich umberto valentin vasco victor víctor vincent vincenzo
vittorio vladimir walter werner wilhelm wilfred william willie winston wolfgang xavier yusuf zachary
`;

/** The words of a list, the ones marked `_no` (kept to show they were weighed and left out) dropped. */
function words(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter((w) => w !== '' && !w.endsWith('_no')));
}

export const GIVEN_NAMES: { readonly female: ReadonlySet<string>; readonly male: ReadonlySet<string> } = {
  female: words(FEMALE),
  male: words(MALE),
};
