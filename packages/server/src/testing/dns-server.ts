import dns2 from 'dns2';

/** Records a test serves for one name. */
export type TestDnsRecords = { A?: string[]; CNAME?: string; TXT?: string[] };

export type TestDnsServer = {
  /** `127.0.0.1:port`, as `DNS_RESOLVER` takes it. */
  address: string;
  /** The zone, changed by the test as it goes: name → records. */
  records: Map<string, TestDnsRecords>;
  /** Questions asked so far, as `TYPE name`. */
  questions: string[];
  close: () => Promise<void>;
};

const { Packet } = dns2;
/** Answers are plain objects; the packet encodes them itself. */
const record = (fields: Omit<dns2.Packet.Resource, 'toBuffer'>) => fields as dns2.Packet.Resource;
const typeNames = new Map(Object.entries(Packet.TYPE).map(([name, value]) => [value as number, name]));

/** A real DNS server on UDP (dns2) answering from a zone the test edits. */
export async function startTestDnsServer(): Promise<TestDnsServer> {
  const records = new Map<string, TestDnsRecords>();
  const questions: string[] = [];
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    for (const question of request.questions) {
      const name = question.name.toLowerCase();
      const type = typeNames.get(question.type) ?? String(question.type);
      questions.push(`${type} ${name}`);
      const found = records.get(name);
      const answer = { name: question.name, class: Packet.CLASS.IN, ttl: 1 };
      if (found?.CNAME && (type === 'CNAME' || type === 'A')) {
        response.answers.push(record({ ...answer, type: Packet.TYPE.CNAME, domain: found.CNAME }));
      }
      if (type === 'A') {
        for (const address of found?.A ?? []) {
          response.answers.push(record({ ...answer, type: Packet.TYPE.A, address }));
        }
      }
      if (type === 'TXT') {
        for (const data of found?.TXT ?? []) {
          response.answers.push(record({ ...answer, type: Packet.TYPE.TXT, data }));
        }
      }
    }
    void send(response);
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address();
  return {
    address: `127.0.0.1:${port}`,
    records,
    questions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
