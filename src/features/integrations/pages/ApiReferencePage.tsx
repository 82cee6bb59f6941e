import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { fetchOpenApi, OPENAPI_URL, type OpenApiOperation } from '../api';
import { SchemaTable, schemaName, typeOf } from '../components/SchemaTable';
import '../integrations.css';

/**
 * /docs/api: the v1 API's reference, rendered from /api/v1/openapi.json by React (no inline
 * script, no CDN), so it works under the site's content security policy.
 */
export default function ApiReferencePage() {
  const document = useQuery({ queryKey: [OPENAPI_URL], queryFn: fetchOpenApi });
  const doc = document.data;
  const schemas = doc?.components?.schemas ?? {};
  return (
    <div className="api-docs">
      <header className="api-docs__header">
        <Link to="/" className="api-docs__home">
          Synapse<span className="accent">AI</span>
        </Link>
      </header>
      <main id="main" className="api-docs__main">
        <h1>{doc?.info.title ?? 'Synapse waitlist API'}</h1>
        {document.isLoading && <p role="status">Loading the API reference...</p>}
        {document.error && <p role="alert">{document.error.message}</p>}
        {doc && (
          <>
            <p>
              <Prose text={doc.info.description ?? ''} />
            </p>
            <p>
              Version {doc.info.version}. Base address: <code>{doc.servers?.[0]?.url}</code>. The
              machine-readable document: <a href={OPENAPI_URL}>{OPENAPI_URL}</a> (OpenAPI 3.1).
            </p>
            <nav aria-label="Operations" className="api-docs__toc">
              <ul>
                {operations(doc.paths).map(({ method, path, operation }) => (
                  <li key={`${method} ${path}`}>
                    <a href={`#${operation.operationId}`}>
                      <code>
                        {method.toUpperCase()} {path}
                      </code>{' '}
                      {operation.summary}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {operations(doc.paths).map(({ method, path, operation }) => (
              <Operation
                key={`${method} ${path}`}
                method={method}
                path={path}
                operation={operation}
              />
            ))}
            <section aria-labelledby="schemas">
              <h2 id="schemas">Schemas</h2>
              {Object.entries(schemas).map(([name, schema]) => (
                <section key={name} id={`schema-${name}`} className="api-docs__schema">
                  <h3>{name}</h3>
                  <SchemaTable schema={schema} />
                </section>
              ))}
            </section>
          </>
        )}
      </main>
    </div>
  );
}

/** The descriptions' `code` spans (CommonMark) as code; nothing else of Markdown is used. */
function Prose({ text }: { text: string }) {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function operations(paths: Record<string, Record<string, OpenApiOperation>>) {
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
}

function Operation({
  method,
  path,
  operation,
}: {
  method: string;
  path: string;
  operation: OpenApiOperation;
}) {
  const body = operation.requestBody?.content['application/json']?.schema;
  return (
    <section id={operation.operationId} className="api-docs__operation">
      <h2>
        <code>
          {method.toUpperCase()} {path}
        </code>
      </h2>
      <p>
        <strong>{operation.summary}</strong>
      </p>
      {operation.description && (
        <p>
          <Prose text={operation.description} />
        </p>
      )}
      {operation.parameters && operation.parameters.length > 0 && (
        <>
          <h3>Parameters</h3>
          <table className="api-docs__table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">In</th>
                <th scope="col">Type</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {operation.parameters.map((parameter) => (
                <tr key={parameter.name}>
                  <td>
                    <code>{parameter.name}</code>
                    {parameter.required ? ' (required)' : ''}
                  </td>
                  <td>{parameter.in}</td>
                  <td>{parameter.schema ? typeOf(parameter.schema) : ''}</td>
                  <td>{parameter.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {body && (
        <>
          <h3>Request body</h3>
          <SchemaTable schema={body} />
        </>
      )}
      <h3>Responses</h3>
      <ul className="api-docs__responses">
        {Object.entries(operation.responses).map(([status, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return (
            <li key={status}>
              <code>{status}</code> {response.description}
              {schema?.$ref && (
                <>
                  {' '}
                  <a href={`#schema-${schemaName(schema.$ref)}`}>{schemaName(schema.$ref)}</a>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
